"""The runtime's effects: ``Effect``, ``Instruction`` and the ``Resolution`` that runs them
(resolution.py), and every instruction of card text. They import the rules and the model, never the
engine.

``Effect``, ``Instruction``, ``Resolution``, ``check_links`` and ``choice_slots`` are also importable
from here (``riftc.runtime.effects``, the module that held them before the runtime was layered; the
compiler reads ``runtime.effects.choice_slots``).
"""

from .resolution import Effect, Instruction, Resolution, check_links, choice_slots

__all__ = ["Effect", "Instruction", "Resolution", "check_links", "choice_slots"]
