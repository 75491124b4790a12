"""Runes and paying for things with them (160-168).

A rune is a card on the board with two abilities the rules give every basic rune (164.2): "[E]:
[Reaction] — Add [1]" (exhaust it for one Energy, 164.2.a) and "Recycle this: [Reaction] — Add [C]"
(recycle it to the bottom of its rune deck for one Power of its own domain, 164.2.b, 164.2.b.1).
They add resources, so they resolve at once and can't be reacted to (337.2).

``find_payment`` is the automatic payer: given a cost in Energy and Power, it chooses which runes to
exhaust and which to recycle so that, with what is already in the pool, the cost can be paid, or
says no payment exists. It recycles as few runes as it can (a recycled rune leaves the board),
choosing runes that are already exhausted first, and exhausts first the runes it is about to
recycle (a rune may be exhausted for Energy and then recycled for Power, 164.2: recycling it has no
[E] in its cost).
"""

from __future__ import annotations

import copy

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.events import log
from ..model.objects import GameObject, Zone
from ..model.state import ANY_DOMAIN, GameState, IllegalAction, RunePool
from ..rules import actions, deck_actions, zone_actions
from ..rules.costs import DOMAIN_LETTER

EXHAUST, RECYCLE = "exhaust", "recycle"


@dataclass(frozen=True)
class RuneAbility:
    """One of a rune's two rule-given abilities (164.2): ``kind`` "exhaust" ([E]: Add [1]) or
    "recycle" (Recycle this: Add [C] of the rune's domain)."""

    kind: str

    def describe(self, rune: GameObject) -> str:
        """The ability in the rules' words, for the rune it belongs to."""
        if self.kind == EXHAUST:
            return f"exhaust {rune.name}: add 1 Energy (164.2.a)"
        return f"recycle {rune.name}: add 1 {rune_domain(rune) or 'universal'} Power (164.2.b)"


RUNE_ABILITIES = (RuneAbility(EXHAUST), RuneAbility(RECYCLE))


@dataclass(frozen=True)
class Payment:
    """The rune abilities the automatic payer chose: the runes to exhaust and the runes to recycle."""

    exhaust: tuple[int, ...] = ()
    recycle: tuple[int, ...] = ()

    def describe(self, state: GameState) -> str:
        """Which runes pay, in words ("exhaust Fury Rune, Fury Rune; recycle Calm Rune")."""
        parts = [f"{verb} {', '.join(state.objects[o].name for o in ids)}"
                 for verb, ids in (("exhaust", self.exhaust), ("recycle", self.recycle)) if ids]
        return "; ".join(parts) or "nothing: the rune pool has enough"


def rune_domain(rune: GameObject) -> str | None:
    """The Power letter a rune adds when recycled: its domain's (164.2.b.1)."""
    domains = rune.card.domains
    return DOMAIN_LETTER.get(domains[0]) if domains else None


def runes_of(state: GameState, player: int) -> list[GameObject]:
    """The runes ``player`` controls on the board (161.1.a: a rune stays on the board until recycled)."""
    return [o for o in state.board_objects() if o.controller == player and o.card.type == "Rune"]


def can_use(state: GameState, player: int, rune: GameObject, ability: RuneAbility) -> bool:
    """Whether ``player`` may use the ability now: they control the rune, and to exhaust it, it is
    ready (414.4)."""
    if rune.controller != player or rune.card.type != "Rune" or not rune.on_board:
        return False
    return ability.kind == RECYCLE or not rune.exhausted


def use(state: GameState, player: int, rune: GameObject, ability: RuneAbility) -> None:
    """Pay the ability's cost and add its resources (164.2; it resolves at once, 337.2)."""
    if not can_use(state, player, rune, ability):
        raise IllegalAction(f"{rune.name}: {ability.kind} can't be used now (164.2, 414.4)")
    if ability.kind == EXHAUST:
        actions.exhaust(state, rune.oid, by=player, source=rune.oid)
        zone_actions.add_resources(state, player, 1, (), source=rune.oid)
        return
    domain = rune_domain(rune) or ANY_DOMAIN
    deck_actions.recycle(state, (rune.oid,), by=player, source=rune.oid)
    zone_actions.add_resources(state, player, 0, (domain,), source=rune.oid)


def find_payment(state: GameState, player: int, energy: int, power: tuple[str, ...],
                 purpose: str | None = None) -> Payment | None:
    """Runes to exhaust and recycle so that ``player`` can pay ``energy`` and ``power`` (one letter
    per pip, "A" any domain) for ``purpose``, with what their pool already holds; None if their runes
    can't. The pool itself is not changed."""
    pool = state.player(player).pool
    if pool.can_pay(energy, power, purpose):
        return Payment()
    runes = runes_of(state, player)
    # Power first: the pips the pool can't cover, specific domains before "any".
    missing = _missing_power(pool, power, purpose)
    recycle: list[GameObject] = []
    for letter in sorted(missing, key=lambda x: x == ANY_DOMAIN):
        options = [r for r in runes if r not in recycle and (letter == ANY_DOMAIN or rune_domain(r) == letter)]
        if not options:
            return None
        recycle.append(min(options, key=lambda r: (not r.exhausted, r.timestamp)))
    trial = copy.deepcopy(pool)
    for rune in recycle:
        trial.add(0, (rune_domain(rune) or ANY_DOMAIN,))
    ready = sorted((r for r in runes if not r.exhausted), key=lambda r: (r not in recycle, r.timestamp))
    exhaust: list[GameObject] = []
    while not trial.can_pay(energy, power, purpose):
        if not ready:
            return None
        exhaust.append(ready.pop(0))
        trial.add(1)
    return Payment(tuple(r.oid for r in exhaust), tuple(r.oid for r in recycle))


def _missing_power(pool: RunePool, power: tuple[str, ...], purpose: str | None) -> list[str]:
    """The pips of ``power`` that the pool's Power can't pay (each pip checked with those before it)."""
    missing: list[str] = []
    covered: list[str] = []
    for letter in sorted(power, key=lambda x: x == ANY_DOMAIN):
        if pool.can_pay(0, tuple(covered) + (letter,), purpose):
            covered.append(letter)
        else:
            missing.append(letter)
    return missing


def pay_with(state: GameState, player: int, payment: Payment) -> None:
    """Use the chosen rune abilities, exhausts first (a rune to be recycled may be exhausted first),
    and log which runes paid (so a player can see the automatic payer's choice)."""
    text = payment.describe(state)  # before recycling gives the runes new identities (124)
    for oid in payment.exhaust:
        use(state, player, state.objects[oid], RuneAbility(EXHAUST))
    for oid in payment.recycle:
        use(state, player, state.objects[oid], RuneAbility(RECYCLE))
    if payment.exhaust or payment.recycle:
        log(state, "rune_payment", payment.exhaust + payment.recycle, True,
            f"{state.player(player).name} pays with runes: {text}", "164.2", by=player)


def in_rune_deck(state: GameState, player: int) -> list[GameObject]:
    """The runes left in ``player``'s rune deck, top first (108.5)."""
    return state.objects_in(Zone.RUNE_DECK, player)
