"""Developer tooling (the demo, throwaway local services): never imported by the runtime package."""
