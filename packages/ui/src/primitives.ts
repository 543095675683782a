// Primitives: buttons, fields, overlays, feedback. Each is one folder under components/.
export {};
