"""The edge: showdowns read from YAML streams, resolved in batches, and printed as JSON, YAML or tables."""
