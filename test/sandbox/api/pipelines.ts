import type { SandboxContext } from '../context';
import { SandboxHttpError, errorBody } from '../errors';
import { PIPELINES, type Pipeline } from '../state/pipelines';
import { findObjectType, scopesFor } from '../state/objectTypes';
import type { Route, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn } from '../versions';
import { objectTypeOf } from './crmShared';

/** The read scope of the path's type, or its schema read scope. */
const pipelineScopes = (req: SandboxRequest): string[] => {
	const type = findObjectType(req.params.objectType);
	return type ? [...scopesFor(type, 'read'), `crm.schemas.${type.scopeBase}.read`] : [];
};

/** The pipelines API: a type's pipelines with their stages, and one pipeline. Built-in ones date from the epoch. */
export function pipelineRoutes(context: SandboxContext): Route[] {
	const epoch = context.clock.iso(0);
	const answer = (pipeline: Pipeline) => ({
		id: pipeline.id,
		label: pipeline.label,
		displayOrder: 0,
		stages: pipeline.stages.map((stage, displayOrder) => ({
			...stage,
			displayOrder,
			createdAt: epoch,
			updatedAt: epoch,
			archived: false,
			writePermissions: 'CRM_PERMISSIONS_ENFORCEMENT',
		})),
		createdAt: epoch,
		updatedAt: epoch,
		archived: false,
	});
	const auth = { kind: 'bearer' as const, anyOfScopes: pipelineScopes };
	return servedIn(PATH_FORMS.pipelines, () => [
		{
			method: 'GET',
			path: '/{objectType}',
			auth,
			handler: (req) => ({
				status: 200,
				body: { results: (PIPELINES[objectTypeOf(req).name] ?? []).map(answer) },
			}),
		},
		{
			method: 'GET',
			path: '/{objectType}/{pipelineId}',
			auth,
			handler: (req) => {
				const pipeline = (PIPELINES[objectTypeOf(req).name] ?? []).find(
					(p) => p.id === req.params.pipelineId,
				);
				if (!pipeline)
					throw new SandboxHttpError(
						404,
						errorBody(`Unable to find pipeline ${req.params.pipelineId}`, 'OBJECT_NOT_FOUND'),
					);
				return { status: 200, body: answer(pipeline) };
			},
		},
	]);
}
