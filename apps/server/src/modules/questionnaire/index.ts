/** What the questionnaire module offers the others: the only file another module imports. */
export { questionnaireRoutes } from './questionnaire.routes';
