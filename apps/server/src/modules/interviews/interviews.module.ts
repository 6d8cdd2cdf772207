import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { InterviewsRepository } from './interviews.repository';
import { interviewsRoutes } from './interviews.routes';
import { InterviewsService } from './interviews.service';

/** Wires interview feedback (spec 001) into the app. */
export async function registerInterviews(app: FastifyInstance, deps: { db: Db }) {
  await app.register(interviewsRoutes(new InterviewsService(new InterviewsRepository(deps.db))));
}
