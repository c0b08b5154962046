import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../openapi/schema.gen';

export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];
type OrUnknown<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : T;
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;
type SuccessStatus = 200 | 201 | 202 | 203 | 206;

export type BodyOf<K extends OperationId> = OrUnknown<
  ContentOf<NonNullable<Operation<K>['requestBody']>>
>;
export type QueryOf<K extends OperationId> = OrUnknown<
  NonNullable<Operation<K>['parameters']['query']>
>;
export type ParamsOf<K extends OperationId> = OrUnknown<
  NonNullable<Operation<K>['parameters']['path']>
>;

/** The JSON a handler returns; operations without one (e.g. 204) return the sent reply. */
export type ResultOf<K extends OperationId> =
  OrUnknown<
    ContentOf<Operation<K>['responses'][Extract<keyof Operation<K>['responses'], SuccessStatus>]>
  > extends infer R
    ? unknown extends R
      ? FastifyReply
      : R
    : never;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
}>;

/** A route handler typed from the contract: request parts in, response body out. */
export type Handler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<ResultOf<K>>;

/** The handlers of some operations, keyed by operationId, as fastify-openapi-glue expects. */
export type HandlersFor<K extends OperationId> = { [P in K]: Handler<P> };
export type ServiceHandlers = { [K in OperationId]?: Handler<K> };
