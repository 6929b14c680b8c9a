import { NodeApiError } from 'n8n-workflow';

/** How HubSpot names the record a create collides with: "Contact already exists. Existing ID: 12345". */
const EXISTING_ID = /Existing ID: (\d+)/;

/**
 * A create HubSpot refused with 409 because the record exists (a contact's e-mail address, a unique
 * property's value): the error says which record it is and how to write to it instead.
 */
export function namingExistingRecord(error: unknown): unknown {
	if (!(error instanceof NodeApiError) || error.httpCode !== '409') return error;
	const existingId = EXISTING_ID.exec(error.message)?.[1];
	if (!existingId) return error;
	error.description =
		`The record exists already: its ID is ${existingId}. Update it by that ID, or use Upsert to create or update by a unique property. ${error.description ?? ''}`.trim();
	return error;
}
