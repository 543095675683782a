/**
 * The timeline module's front door (README.md): the project timeline, the
 * portfolio roadmap and baselines, reached through the routes only.
 */
export {};
