// Every action node's demo workflow, run in n8n (as the editor runs it) against the sandbox: each of the
// package's nodes in it runs, returns items, and none of them is an error item.

const PACKAGE_PREFIX = 'n8n-nodes-hubspot-platform.';

/** Problems with one node's run in the execution's run data. */
function nodeProblems(runData, node) {
	const task = runData[node.name]?.[0];
	if (!task) return [`${node.name} did not run`];
	if (task.error) return [`${node.name}: ${task.error.message}`];
	const items = task.data?.main?.[0] ?? [];
	if (items.length === 0) return [`${node.name} returned no items`];
	const failed = items.filter((item) => item.json?.error);
	return failed.length
		? [`${node.name}: ${failed.length} error items, e.g. ${failed[0].json.error}`]
		: [];
}

export async function checkDemoWorkflows({ report, run, workflows }) {
	for (const { workflow } of workflows) {
		const ours = workflow.nodes.filter((node) => node.type.startsWith(PACKAGE_PREFIX));
		// Trigger workflows run when published: the trigger check covers them.
		if (
			workflow.nodes.some(
				(node) => node.type.startsWith(PACKAGE_PREFIX) && node.type.endsWith('Trigger'),
			)
		)
			continue;
		await report.attempt(
			`demo workflow "${workflow.name}" runs in n8n against the sandbox`,
			async () => {
				const runData = await run(workflow.id);
				return ours.flatMap((node) => nodeProblems(runData, node));
			},
		);
	}
}
