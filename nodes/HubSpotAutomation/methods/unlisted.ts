/** What a picker shows when the credential may not read its list: the scope to add. */
export const unlisted = (what: string, missingScope: string) => [
	{
		name: `${what} not listed: the credential lacks the scope ${missingScope}`,
		value: '',
		description: `Add the scope ${missingScope} to the credential, or give the value by expression`,
	},
];
