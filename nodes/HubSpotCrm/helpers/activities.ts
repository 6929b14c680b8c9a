import type { ResourceMapperField } from 'n8n-workflow';

/** The activity (engagement) types, by path name and type id, with the properties offered first in the mapper. */
const ACTIVITIES: Record<string, { typeId: string; keyProperties: string[] }> = {
	notes: { typeId: '0-46', keyProperties: ['hs_note_body'] },
	tasks: { typeId: '0-27', keyProperties: ['hs_task_subject', 'hs_task_body', 'hs_task_status', 'hs_task_priority', 'hs_task_type', 'hs_task_reminders'] },
	calls: { typeId: '0-48', keyProperties: ['hs_call_title', 'hs_call_body', 'hs_call_direction', 'hs_call_status', 'hs_call_duration', 'hs_call_from_number', 'hs_call_to_number'] },
	meetings: { typeId: '0-47', keyProperties: ['hs_meeting_title', 'hs_meeting_body', 'hs_meeting_start_time', 'hs_meeting_end_time', 'hs_meeting_location', 'hs_meeting_outcome'] },
	emails: { typeId: '0-49', keyProperties: ['hs_email_subject', 'hs_email_text', 'hs_email_html', 'hs_email_direction', 'hs_email_status', 'hs_email_headers'] },
	communications: { typeId: '0-18', keyProperties: ['hs_communication_channel_type', 'hs_communication_logged_from', 'hs_communication_body'] },
	postal_mail: { typeId: '0-116', keyProperties: ['hs_postal_mail_body'] },
};

/** When the activity happened (a task's due date): HubSpot wants it on create; the node sends "now" when it is not given. */
export const ACTIVITY_TIMESTAMP = 'hs_timestamp';

const activityOf = (objectType: string) => ACTIVITIES[objectType] ?? Object.values(ACTIVITIES).find((a) => a.typeId === objectType);

export const isActivityType = (objectType: string): boolean => activityOf(objectType) !== undefined;

/** A new activity's properties with `hs_timestamp` set to now when not given; other types' as they are. */
export function withActivityTimestamp(objectType: string, properties: Record<string, string>): Record<string, string> {
	if (!isActivityType(objectType) || properties[ACTIVITY_TIMESTAMP]) return properties;
	return { ...properties, [ACTIVITY_TIMESTAMP]: String(Date.now()) };
}

/** An activity's mapper fields with its key ones first (the timestamp, then the type's own), the rest as they were. */
export function keyFieldsFirst(objectType: string, fields: ResourceMapperField[]): ResourceMapperField[] {
	const activity = activityOf(objectType);
	if (!activity) return fields;
	const order = [ACTIVITY_TIMESTAMP, ...activity.keyProperties, 'hubspot_owner_id'];
	const rank = (field: ResourceMapperField) => (order.includes(field.id) ? order.indexOf(field.id) : order.length);
	return fields
		.map((field) => (field.id === ACTIVITY_TIMESTAMP ? { ...field, displayName: `${field.displayName} (Empty: Now)` } : field))
		.sort((a, b) => rank(a) - rank(b));
}
