"""Each card runs: put every compiled card where its abilities can be used, use each one (every mode of
a "Choose one"), and check the runtime's invariants after every event (``riftc exercise``).

A card is used on a board built for it, the same for every card: both players have units in base and
at each battlefield, a gear, cards in hand, in the main deck and in the trash, experience, and more
Energy and Power than any card costs, so that most abilities have legal targets and payable costs.
Then, each use on a fresh board:

- a unit, gear or spell is played from hand, paying its cost (its "when you play me" triggers, its
  additional costs, a spell's whole effect);
- each activated ability of a unit, gear, legend or battlefield on the board is activated, paying its
  costs, and resolved;
- each triggered ability's effect is resolved as the ability would be once triggered, with its source
  on the board; the event itself is not staged, so what the event acted on ("it") is the card itself,
  as it is for "When I attack" and "When you play me";
- a static ability is in force while the rest is done, and the layers are computed with it after every
  event.

A use the rules refuse on that board (no legal target, a condition not met, a cost it cannot pay) is
tried again in the other situations of ``SITUATIONS``, each a fresh board changed in one way: the card
attacking at a battlefield with a defender there, a spell of the opponent's on the chain, the card
Empowered and buffed. A use refused in every situation is a failure, with the rule the runtime cites
for each, because the goal is a board on which every card can do what it says.

Every choice is answered by the first legal options in board order (``FirstLegalChooser``), then by
the last ones, and "yes"; a "Choose one" is used once per mode. After every event of the log the
invariants self-play checks (``riftc.selfplay.invariants``) must hold.

Modules: ``boards`` (the exercise board and the situations), ``uses`` (what is used, how, and the
report), ``invariants`` (the event log that checks them after every event).
"""

from .invariants import InvariantBroken
from .uses import ExerciseFailure, ExerciseReport, exercise, exercise_card, exercise_paths, exercise_run

__all__ = ["ExerciseFailure", "ExerciseReport", "InvariantBroken", "exercise", "exercise_card", "exercise_paths",
           "exercise_run"]
