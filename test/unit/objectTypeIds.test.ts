import { matchesInCode, packageSourceFiles, readSource } from './sourceText';

/**
 * The type ids of HubSpot's own object types (`0-1` contacts, `0-3` deals…) are written in one
 * module, the object-type table: everything else asks it (`CONTACTS_TYPE_ID`, `crmObjectType(id)`,
 * `readScopeOf`), so a fact about a type is never a second table keyed by its id. Comments may name
 * ids; so may examples of input inside longer text (a record URL, "such as 0-1 or 2-1234567").
 */
const TABLE = 'nodes/shared/crm/objectTypes.ts';
/** A string literal that is a standard type id, or an object key written as one. */
const TYPE_ID = /(['"`])0-\d+\1/g;

export const typeIdLiterals = (file: string, text: string): string[] =>
	matchesInCode(file, text, TYPE_ID);

describe('object type ids', () => {
	it('are written only in the object-type table, in nodes/ and credentials/', () => {
		const found = packageSourceFiles()
			.filter((file) => file !== TABLE)
			.flatMap((file) => typeIdLiterals(file, readSource(file)));
		expect(found).toEqual([]);
	});

	it('are found as literals and keys in code, not in comments or examples', () => {
		const code = [
			"const names = { '0-1': 'Contact' };",
			'if (field.objectTypeId === "0-136") return;',
			"// contacts are `0-1`, custom objects '2-…'",
			"const hint = 'a type ID such as 0-1 or 2-1234567';",
			"const url = 'https://app.hubspot.com/contacts/1/record/0-1/2';",
			"const custom = '2-1234567';",
		].join('\n');
		expect(typeIdLiterals('f.ts', code)).toEqual(["f.ts:1: '0-1'", 'f.ts:2: "0-136"']);
	});
});
