"""Check stage: back-references and semantic checks on the AST → problems, before lowering."""

from riftc.check.semantics import Problem, check

__all__ = ["Problem", "check"]
