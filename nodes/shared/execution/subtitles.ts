import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/**
 * Canvas subtitles that show display names. n8n's editor evaluates a node's `subtitle` expression over
 * the node's parameters, which hold option values (`attachToRecord`, `companies`); so the expressions
 * built here carry a table from each value to its option's name, and show the value itself only for
 * what the table does not know (an expression, a custom object type ID).
 */

/** A JS fragment of an n8n expression reading a parameter. */
const parameter = (name: string) => `$parameter[${JSON.stringify(name)}]`;

/** An object literal for an expression: n8n ends an expression at the first `}}`, so none may appear. */
const literal = (value: object) => JSON.stringify(value).replace(/}(?=})/g, '} ');

/** The display names of a property's fixed options, by value. */
const namesOf = (options: INodeProperties['options'] = []): Record<string, string> =>
	Object.fromEntries(
		options
			.filter((option): option is INodePropertyOptions => 'value' in option)
			.map((option) => [String(option.value), option.name]),
	);

/** The properties named `name`. */
function propertiesNamed(properties: INodeProperties[], name: string): INodeProperties[] {
	const found = properties.filter((property) => property.name === name);
	if (!found.length) throw new Error(`No property "${name}" for the subtitle`);
	return found;
}

/**
 * The chosen option's name of the parameter `name`. `extraOptions` adds options a picker loads
 * (the built-in object types). Where the parameter is one selector per resource (Operation), the
 * name is looked up under the chosen resource.
 */
export function optionName(
	properties: INodeProperties[],
	name: string,
	extraOptions: INodePropertyOptions[] = [],
): string {
	const selectors = propertiesNamed(properties, name);
	const perResource = selectors.filter((selector) => selector.displayOptions?.show?.resource);
	if (perResource.length === 0) {
		const names = Object.assign(namesOf(extraOptions), ...selectors.map((p) => namesOf(p.options)));
		return `(${literal(names)}[${parameter(name)}] || ${parameter(name)})`;
	}
	const byResource: Record<string, Record<string, string>> = {};
	for (const selector of perResource)
		for (const resource of selector.displayOptions?.show?.resource ?? [])
			byResource[String(resource)] = namesOf(selector.options);
	return `((${literal(byResource)}[${parameter('resource')}] || {})[${parameter(name)}] || ${parameter(name)})`;
}

/** The chosen options' names of the multi-select parameter `name`, comma-separated. */
export function optionNames(properties: INodeProperties[], name: string): string {
	const names = Object.assign(
		{},
		...propertiesNamed(properties, name).map((p) => namesOf(p.options)),
	);
	return `(${parameter(name)} || []).map(function (value) { return ${literal(names)}[value] || value; }).join(", ")`;
}

/** A subtitle of parts joined by ": ". */
export const subtitleOf = (...parts: string[]): string => `={{ ${parts.join(' + ": " + ')} }}`;

/** The usual subtitle of an action node, with names: "Attach to Record: File". */
export const operationSubtitle = (properties: INodeProperties[]): string =>
	subtitleOf(optionName(properties, 'operation'), optionName(properties, 'resource'));
