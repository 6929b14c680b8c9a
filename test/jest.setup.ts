// n8n's logger prints every node error at level "error", including the ones the tests provoke on
// purpose; a failing test's own output is jest's and stays readable. N8N_LOG_LEVEL=debug brings it back.
process.env.N8N_LOG_LEVEL ??= 'silent';
