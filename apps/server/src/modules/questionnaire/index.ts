/** What the questionnaire module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { questionnaireRoutes } from './questionnaire.routes';
export { questionnaireRoutes } from './questionnaire.routes';

/** The questionnaire module: its routes, and what it needs of the instance. */
export const questionnaireModule = fp(
  async (app) => {
    await app.register(questionnaireRoutes());
  },
  { name: 'questionnaire', fastify: '5.x', dependencies: [], encapsulate: true },
);
