import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import type { InterviewOrdersPort } from '../orders/interview-orders.port';
import { InterviewsRepository } from './interviews.repository';
import { interviewsRoutes } from './interviews.routes';
import { InterviewsService } from './interviews.service';

/** Wires interview feedback (spec 001) into the app; the interviews are orders, read through the orders module's port. */
export function registerInterviews(router: Router, deps: { db: Db; orders: InterviewOrdersPort }): void {
  interviewsRoutes(router, new InterviewsService(deps.orders, new InterviewsRepository(deps.db)));
}
