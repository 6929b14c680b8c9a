import type { ResourceMapperField } from 'n8n-workflow';
import { crmObjectType } from '../../../shared/crm/objectTypes';

/** When the activity happened (a task's due date): HubSpot wants it on create; the node sends "now" when it is not given. */
export const ACTIVITY_TIMESTAMP = 'hs_timestamp';

const activityOf = (objectType: string) => crmObjectType(objectType)?.activity;

export const isActivityType = (objectType: string): boolean => activityOf(objectType) !== undefined;

/** A new activity's properties with `hs_timestamp` set to now when not given; other types' as they are. */
export function withActivityTimestamp(
	objectType: string,
	properties: Record<string, string>,
): Record<string, string> {
	if (!isActivityType(objectType) || properties[ACTIVITY_TIMESTAMP]) return properties;
	return { ...properties, [ACTIVITY_TIMESTAMP]: String(Date.now()) };
}

/** An activity's mapper fields with its key ones first (the timestamp, then the type's own), the rest as they were. */
export function keyFieldsFirst(
	objectType: string,
	fields: ResourceMapperField[],
): ResourceMapperField[] {
	const activity = activityOf(objectType);
	if (!activity) return fields;
	const order = [ACTIVITY_TIMESTAMP, ...activity.keyProperties, 'hubspot_owner_id'];
	const rank = (field: ResourceMapperField) =>
		order.includes(field.id) ? order.indexOf(field.id) : order.length;
	return fields
		.map((field) =>
			field.id === ACTIVITY_TIMESTAMP
				? { ...field, displayName: `${field.displayName} (Empty: Now)` }
				: field,
		)
		.sort((a, b) => rank(a) - rank(b));
}
