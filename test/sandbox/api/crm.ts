import type { SandboxContext } from '../context';
import { AssociationLabels } from '../state/associationLabels';
import { CrmStore } from '../state/crmStore';
import { seedDemo } from '../state/crmSeed';
import { ValidationRules } from '../state/validationRules';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn } from '../versions';
import { crmAssociationRoutes } from './crmAssociations';
import { crmAssociationV4Routes } from './crmAssociationsV4';
import { crmBatchRoutes } from './crmBatch';
import { crmPropertyRoutes } from './crmProperties';
import { crmPropertyGroupRoutes } from './crmPropertyGroups';
import { crmPropertyWriteRoutes } from './crmPropertyWrites';
import { DefinitionStore } from '../state/propertyDefinitions';
import { crmRecordRoutes } from './crmRecords';
import { crmSearchRoutes } from './crmSearch';
import { withoutTypeSegment } from './crmShared';
import { ownerRoutes } from './owners';
import { pipelineRoutes } from './pipelines';
import { schemaRoutes } from './schemas';

export interface CrmArea extends SandboxArea {
	store: CrmStore;
	/** The account's record validation rules (2026-09 writes), set through the control API. */
	rules: ValidationRules;
	/** The labelled association types of associated records (imports label the records they join). */
	labels: AssociationLabels;
}

/**
 * CRM objects: records of every type, search, batches, associations, properties, in the
 * legacy and dated forms, all on one store.
 */
export function createCrmArea(context: SandboxContext): CrmArea {
	const store = new CrmStore(context.clock, context.bus, () => context.config.searchIndexDelayMs);
	const rules = new ValidationRules();
	const labels = new AssociationLabels();
	const definitions = new DefinitionStore();
	const reset = () => {
		definitions.reset();
		rules.clear();
		labels.clear();
		store.clear();
		seedDemo(store, context.config.seedPerType);
	};
	reset();
	const objectRoutes = [
		...crmBatchRoutes(store, context, rules),
		...crmSearchRoutes(store, context),
		...crmRecordRoutes(store, rules),
	];
	return {
		name: 'crm',
		store,
		rules,
		labels,
		reset,
		routes: [
			...servedIn(PATH_FORMS.crmObjects, () => objectRoutes),
			...servedIn(PATH_FORMS.projects, () => withoutTypeSegment(objectRoutes)),
			...crmPropertyRoutes(context, definitions),
			...crmPropertyWriteRoutes(context, definitions),
			...crmPropertyGroupRoutes(context, definitions),
			...crmAssociationRoutes(store, labels, context),
			...crmAssociationV4Routes(store, labels, context),
			...ownerRoutes(context),
			...pipelineRoutes(context),
			...schemaRoutes(context, definitions, store),
		],
	};
}
