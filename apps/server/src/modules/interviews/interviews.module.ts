import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import { InterviewsRepository } from './interviews.repository';
import { interviewsRoutes } from './interviews.routes';
import { InterviewsService } from './interviews.service';

/** Wires interview feedback (spec 001) into the app. */
export function registerInterviews(router: Router, deps: { db: Db }): void {
  interviewsRoutes(router, new InterviewsService(new InterviewsRepository(deps.db)));
}
