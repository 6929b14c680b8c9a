import { SCOPES } from '../../nodes/shared/transport/scopes';
import { matchesInCode, packageSourceFiles, readSource } from './sourceText';

/**
 * HubSpot's scope names are written in one module (scopes.ts): the OAuth2 credential's default and
 * optional scopes, the App Client Secret credential's, the object types' rows, the trigger's checks
 * and the pickers that name a missing scope take them from there. A dotted or hyphenated name
 * (`crm.objects.contacts.read`, `marketing-email`) is found anywhere in code, inside longer text
 * too, and so is any `crm.objects.…`/`crm.schemas.…`/`developer.webhooks_journal…` name the module
 * lacks; a one-word scope (`forms`, `tickets`) is also an API path or family name, so it is found
 * only where text calls it a scope ("scope forms"). Comments may name scopes.
 */
const MODULE = 'nodes/shared/transport/scopes.ts';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const names = Object.values(SCOPES) as string[];
const marked = names.filter((name) => /[.-]/.test(name));
const words = names.filter((name) => !/[.-]/.test(name));
const SCOPE = new RegExp(
	[
		`(?<![\\w.-])(?:${marked.map(escape).join('|')})(?![\\w.-])`,
		'\\b(?:crm\\.(?:objects|schemas|lists)|developer\\.webhooks_journal)[\\w.${}-]*',
		`(?<![\\w.])scopes?[\\s:'"\`(]{1,4}(?:${words.map(escape).join('|')})\\b`,
	].join('|'),
	'gi',
);

export const scopeNames = (file: string, text: string): string[] =>
	matchesInCode(file, text, SCOPE);

describe('HubSpot scope names', () => {
	it('are written only in the scopes module, in nodes/ and credentials/', () => {
		const found = packageSourceFiles()
			.filter((file) => file !== MODULE)
			.flatMap((file) => scopeNames(file, readSource(file)));
		expect(found).toEqual([]);
	});

	it('are found in code, inside text and templates, not in comments or as paths', () => {
		const code = [
			"const owners = 'crm.objects.owners.read';",
			"const token = 'developer.webhooks_journal.read crm.objects.deals.read';",
			'const built = `crm.schemas.${path}.read`;',
			'const hint = "Sent with the credential\'s token (scope forms)";',
			'// needs crm.objects.contacts.read and the scope tickets',
			"const path = '/forms/v2/forms'; const family = 'files'; const read = SCOPES.forms;",
		].join('\n');
		expect(scopeNames('f.ts', code)).toEqual([
			'f.ts:1: crm.objects.owners.read',
			'f.ts:2: developer.webhooks_journal.read',
			'f.ts:2: crm.objects.deals.read',
			'f.ts:3: crm.schemas.${path}.read',
			'f.ts:4: scope forms',
		]);
	});
});
