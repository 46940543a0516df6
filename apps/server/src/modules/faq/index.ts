/** What the faq module offers the others: the only file another module imports. */
export { faqRoutes } from './faq.routes';
