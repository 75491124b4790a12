"""A random policy: legal actions and choices picked at random, reproducibly from a seed."""

from __future__ import annotations

import random
from typing import Sequence

from riftc.runtime.engine.player_actions import (Action, ActivateAction, EndTurnAction, HideAction, InviteAction,
                                                 PassAction, PlayCardAction, RuneAction, StandardMoveAction)
from riftc.runtime.model.choosers import ChoiceRequest, ConfirmRequest, OrderRequest

#: How much more often each kind of action is picked than ending the turn: a policy that ended turns
#: as often as it plays cards would play few of them; rune abilities are mostly left to the payer.
WEIGHTS: dict[type, float] = {PlayCardAction: 6.0, ActivateAction: 2.0, StandardMoveAction: 3.0,
                              HideAction: 1.0, PassAction: 1.0, EndTurnAction: 1.0, RuneAction: 0.05,
                              InviteAction: 0.5}


class RandomPolicy:
    """Picks actions and answers every question at random (a Chooser, 355-402: any legal answer)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def pick(self, actions: Sequence[Action]) -> Action:
        """One of ``actions``, weighted by kind (``WEIGHTS``)."""
        return self.rng.choices(list(actions), [WEIGHTS.get(type(a), 1.0) for a in actions])[0]

    def choose(self, request: ChoiceRequest) -> list[int]:
        options = list(request.options)
        self.rng.shuffle(options)
        wanted = self.rng.randint(request.minimum, request.maximum)
        picked: list[int] = []
        for option in options:  # options that fit together (355.11.a), like FirstLegalChooser
            if len(picked) < wanted and (request.fits is None or request.fits((*picked, option))):
                picked.append(option)
        return picked if len(picked) >= request.minimum else list(request.options[:request.minimum])

    def confirm(self, request: ConfirmRequest) -> bool:
        return self.rng.random() < 0.7

    def order(self, request: OrderRequest) -> tuple[int, ...]:
        order = list(range(len(request.labels)))
        self.rng.shuffle(order)
        return tuple(order)

    def mulligan(self, request: ChoiceRequest) -> list[int]:
        """Set aside up to two cards (117.1), at random."""
        return self.rng.sample(list(request.options), self.rng.randint(0, request.maximum))
