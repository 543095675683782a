/** Deterministic Markdown for stories and tests. */
export const releaseNotes = `## Kick-off notes

The **migration** starts on 3 March. See the [plan](https://example.com/plan) and the \`import\` script.

- Pat owns the schedule
- Max prepares the data
- Fin reviews the budget

> Risks are tracked in the project's risk register.

| Phase | Weeks |
| ----- | ----- |
| Discovery | 2 |
| Build | 6 |

\`\`\`
npm run import -- --dry-run
\`\`\`
`;
