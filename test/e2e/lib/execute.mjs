// What `n8n execute` prints: log lines and headings, then the run as JSON (at log level info).
/** The run data of the printed run; log lines before it may hold JSON of their own. */
export function runDataOfExecuteOutput(output) {
	const end = output.lastIndexOf('}') + 1;
	let lastError;
	for (let start = output.indexOf('\n{'); start !== -1; start = output.indexOf('\n{', start + 1)) {
		try {
			const run = JSON.parse(output.slice(start + 1, end));
			return run.data?.resultData?.runData ?? run.resultData?.runData ?? {};
		} catch (error) {
			lastError = error;
		}
	}
	throw new Error(
		`n8n execute printed no run (${lastError?.message ?? 'no JSON'}): ${output.slice(0, 300)}`,
	);
}
