/** The pipelines of the account for deals and tickets, with their stages (HubSpot's default ids). */

export interface PipelineStage {
	id: string;
	label: string;
	/** Deals: `probability` (0.0–1.0) and `isClosed`; tickets: `ticketState` and `isClosed`. All strings. */
	metadata: Record<string, string>;
}

export interface Pipeline {
	id: string;
	label: string;
	stages: PipelineStage[];
}

const dealStage = (id: string, label: string, probability: string): PipelineStage => ({
	id,
	label,
	metadata: { isClosed: String(probability === '1.0' || probability === '0.0'), probability },
});
const ticketStage = (id: string, label: string, state: 'OPEN' | 'CLOSED'): PipelineStage => ({
	id,
	label,
	metadata: { ticketState: state, isClosed: String(state === 'CLOSED') },
});

/** By object type name; the first pipeline of a type is its default one. */
export const PIPELINES: Record<string, Pipeline[]> = {
	deals: [
		{
			id: 'default',
			label: 'Sales Pipeline',
			stages: [
				dealStage('appointmentscheduled', 'Appointment scheduled', '0.2'),
				dealStage('qualifiedtobuy', 'Qualified to buy', '0.4'),
				dealStage('presentationscheduled', 'Presentation scheduled', '0.6'),
				dealStage('decisionmakerboughtin', 'Decision maker bought-in', '0.8'),
				dealStage('contractsent', 'Contract sent', '0.9'),
				dealStage('closedwon', 'Closed won', '1.0'),
				dealStage('closedlost', 'Closed lost', '0.0'),
			],
		},
		{
			id: '75004511',
			label: 'Enterprise Pipeline',
			stages: [
				dealStage('75004512', 'Discovery', '0.1'),
				dealStage('75004513', 'Security review', '0.5'),
				dealStage('75004514', 'Enterprise won', '1.0'),
				dealStage('75004515', 'Enterprise lost', '0.0'),
			],
		},
	],
	tickets: [
		{
			id: '0',
			label: 'Support Pipeline',
			stages: [
				ticketStage('1', 'New', 'OPEN'),
				ticketStage('2', 'Waiting on contact', 'OPEN'),
				ticketStage('3', 'Waiting on us', 'OPEN'),
				ticketStage('4', 'Closed', 'CLOSED'),
			],
		},
	],
};

/** The properties that hold a record's pipeline and its stage, per type with pipelines. */
export const PIPELINE_PROPERTIES: Record<string, { pipeline: string; stage: string }> = {
	deals: { pipeline: 'pipeline', stage: 'dealstage' },
	tickets: { pipeline: 'hs_pipeline', stage: 'hs_pipeline_stage' },
};

/** Option values and labels of a type's pipeline property and stage property (stages of every pipeline). */
export function pipelineOptions(typeName: string): {
	pipelines: Record<string, string>;
	stages: Record<string, string>;
} {
	const pipelines = PIPELINES[typeName] ?? [];
	return {
		pipelines: Object.fromEntries(pipelines.map((p) => [p.id, p.label])),
		stages: Object.fromEntries(pipelines.flatMap((p) => p.stages.map((s) => [s.id, s.label]))),
	};
}

/** The n-th seeded record's pipeline and stage: the default pipeline, its stages in turn. */
export function seededPipelineValues(typeName: string, n: number): Record<string, string> {
	const names = PIPELINE_PROPERTIES[typeName];
	const [pipeline] = PIPELINES[typeName] ?? [];
	if (!names || !pipeline) return {};
	return {
		[names.pipeline]: pipeline.id,
		[names.stage]: pipeline.stages[n % pipeline.stages.length].id,
	};
}

/**
 * Why a write's pipeline or stage is refused: an unknown pipeline, or a stage that is not one of the
 * record's pipeline (the pipeline written, else the record's, else the type's default).
 */
export function pipelineProblem(
	typeName: string,
	values: Record<string, string>,
	current: Record<string, string> = {},
): { property: string; message: string } | undefined {
	const names = PIPELINE_PROPERTIES[typeName];
	if (!names) return undefined;
	const pipelines = PIPELINES[typeName];
	const pipelineId = values[names.pipeline] || current[names.pipeline] || pipelines[0].id;
	const pipeline = pipelines.find((p) => p.id === pipelineId);
	if (!pipeline)
		return { property: names.pipeline, message: `${pipelineId} is not a valid pipeline ID.` };
	const stage = values[names.stage];
	if (!stage || pipeline.stages.some((s) => s.id === stage)) return undefined;
	return {
		property: names.stage,
		message: `${stage} is not a valid ${names.stage} for pipeline ${pipeline.id}.`,
	};
}
