import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { namedCreate } from '../../helpers/namedCreate';
import { emailBody, emailWriteFields } from './emailWrite';

/** POST /marketing/v3/emails: a new draft email (nothing is sent until it is published). */
export const { description, execute } = namedCreate({
	resource: 'email',
	nameDescription: 'The internal name of the email (recipients see the subject)',
	fields: emailWriteFields,
	endpoint: ENDPOINTS.marketingEmails,
	body: (ctx, name, fields, itemIndex) => ({ ...emailBody(ctx, fields, itemIndex), name }),
});
