// GET /api/pipeline_states (the IRIs in contacts imply it) and one state by id.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { getPipelineState, listPipelineStates, type PipelineStateRow } from '../db/pipeline-states';
import { pipelineStateIri } from '../domain/contact-resource';
import { hydraCollection, parsePage, PAGE_SIZE } from '../http/collection';
import { uuidParam } from '../http/params';
import { HttpProblem } from '../http/problem';

const resource = (s: PipelineStateRow) => ({
  '@id': pipelineStateIri(s.id),
  '@type': 'PipelineState',
  id: s.id,
  name: s.name,
  position: s.position,
});

export function pipelineStateRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/api/pipeline_states', async (request) => {
    const page = parsePage(request.query);
    const states = await listPipelineStates(ctx.db);
    return hydraCollection({
      context: '/api/contexts/PipelineState',
      path: '/api/pipeline_states',
      members: states.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(resource),
      total: states.length,
      page,
      pageSize: PAGE_SIZE,
    });
  });

  app.get('/api/pipeline_states/:id', async (request) => {
    const state = await getPipelineState(ctx.db, uuidParam(request, 'pipeline state'));
    if (!state) throw new HttpProblem(404, 'No pipeline state has this id.');
    return { '@context': '/api/contexts/PipelineState', ...resource(state) };
  });
}
