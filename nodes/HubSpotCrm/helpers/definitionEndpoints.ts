import { ENDPOINTS } from '../../shared/transport/endpoints';

/** The property and property-group endpoints of a type: projects' have paths of their own (and no 2026-09 release). */
export function definitionEndpoints(objectType: string) {
	return objectType === 'projects'
		? {
				properties: ENDPOINTS.projectProperties,
				property: ENDPOINTS.projectProperty,
				batchCreate: ENDPOINTS.projectPropertiesBatchCreate,
				groups: ENDPOINTS.projectPropertyGroups,
				group: ENDPOINTS.projectPropertyGroup,
			}
		: {
				properties: ENDPOINTS.crmProperties,
				property: ENDPOINTS.crmProperty,
				batchCreate: ENDPOINTS.crmPropertiesBatchCreate,
				groups: ENDPOINTS.crmPropertyGroups,
				group: ENDPOINTS.crmPropertyGroup,
			};
}
