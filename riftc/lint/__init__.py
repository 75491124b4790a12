"""Lint stage: wording rules for card text, one module per family, registered in riftc.lint.registry."""
