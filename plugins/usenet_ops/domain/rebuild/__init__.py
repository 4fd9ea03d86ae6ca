"""REBUILD's header-first history path (issue 30): the edge worker's records, their codec, settling's assembly."""
