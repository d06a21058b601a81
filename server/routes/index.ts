// Routes beyond the contact resource itself: wizard, pipeline placement, tasks, extend, email.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { contactActionRoutes } from './contact-actions';
import { emailRoutes } from './email';
import { wizardRoutes } from './wizard';

export function registerExtraRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  wizardRoutes(app, ctx);
  contactActionRoutes(app, ctx);
  emailRoutes(app, ctx);
}
