"""Runtime game actions on decks and the chain: recycle (416), reveal (424), predict (436), counter
(425). Same conventions as actions.py: one Event per action with its rule, an Outcome returned."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.events import Outcome, log
from ..model.objects import GameObject, Zone
from ..model.state import GameState
from .flow import leaving_chain_zone
from .replacements import run_as_seen
from .rule_changes import uncounterable

if TYPE_CHECKING:  # pragma: no cover
    from ..model.choosers import Chooser

Source = int | None


def recycle(state: GameState, oids: tuple[int, ...], *, by: int | None, source: Source = None) -> Outcome:
    """Put cards on the bottom of their owner's deck (416.1): runes to the rune deck (416.1.b), several
    cards to the main deck in a random order (416.5). Each player recycles their own cards, whichever
    player the text tells to (416.1.c): one recycle event per owner, performed by that owner (so
    "When you recycle …" is about your own cards, riftbound-origins-faq-087). ``by`` is the player
    told to recycle, who recycles when nothing is left to recycle."""
    cards = [state.objects[o] for o in oids if o in state.objects]
    if not cards:
        log(state, "recycle", (), False, "recycle negated: nothing to recycle", "416.4", by=by, source=source)
        return Outcome("recycle", players=() if by is None else (by,))
    outcome = Outcome("recycle")
    for owner in dict.fromkeys(obj.owner for obj in cards):
        outcome = outcome.merge(_recycle_own(state, [obj for obj in cards if obj.owner == owner], owner, source))
    return outcome


def _recycle_own(state: GameState, cards: list[GameObject], owner: int, source: Source) -> Outcome:
    """``owner`` recycles these cards of theirs (416.1.c)."""
    state.rng.shuffle(cards)  # 416.5: recycled together, placed in random order
    moved: list[int] = []
    for obj in cards:
        deck = Zone.RUNE_DECK if obj.card.type == "Rune" else Zone.MAIN_DECK
        state.relocate(obj, deck)
        moved.append(obj.oid)
    log(state, "recycle", tuple(moved), True, f"{len(moved)} card(s) recycled to the bottom of their deck", "416.1",
        by=owner, source=source, amount=len(moved))
    return Outcome("recycle", affected=tuple(moved), amount=len(moved), players=(owner,))


def reveal(state: GameState, oids: tuple[int, ...], *, by: int | None, source: Source = None,
           chooser: Chooser | None = None) -> Outcome:
    """Show cards to all players; they stay where they are (424.1.a.2). A card revealed from a Main
    Deck applies its "as I'm revealed" effects as part of it (370.1.b.1, ``run_as_seen``); the
    Outcome names the cards revealed, even those such an effect moved (they were revealed)."""
    names = ", ".join(state.objects[o].name for o in oids)
    log(state, "reveal", oids, bool(oids), f"revealed: {names or 'nothing'}", "424.1", by=by, source=source)
    run_as_seen(state, oids, looked=False, by=by, chooser=chooser)
    return Outcome("reveal", targets=oids, affected=oids)


def top_cards(state: GameState, player: int, count: int) -> tuple[int, ...]:
    """The top ``count`` cards of a main deck, as many as there are (436.4; no burn out, 436.4.a)."""
    return tuple(state.player(player).zone(Zone.MAIN_DECK)[:count])


def counter(state: GameState, item: object, *, by: int | None, source: Source = None, to: str = "trash") -> Outcome:
    """Counter a chain item (425.1): it does nothing and leaves the chain; a countered card goes to
    its owner's trash (425.1.a.1), or hand with ``to="hand"`` ("Return it to its owner's hand instead
    of putting it in their trash"; a [Flow] spell is banished all the same, 829.1.b.1,
    vendetta-faq-001), and is not played (425.1.b); costs are not refunded (425.1.c)."""
    if item not in state.chain:
        log(state, "counter", (), False, "counter negated: that is no longer on the chain", "425.1", by=by,
            source=source)
        return Outcome("counter")
    found = state.get(getattr(item, "source", None) or -1) if getattr(item, "kind", "") == "card" else None
    if uncounterable(state, found, getattr(item, "controller", -1)):
        log(state, "counter", (), False, f"counter negated: {getattr(item, 'label', 'that')} can't be countered",
            "054.1", by=by, source=source)
        return Outcome("counter")
    state.chain.remove(item)
    card = state.get(getattr(item, "source", None) or -1) if getattr(item, "kind", "") == "card" else None
    ids: tuple[int, ...] = ()
    if card is not None and card.zone is Zone.CHAIN and getattr(item, "leaves_chain", None) == "recycle":
        ids = recycle(state, (card.oid,), by=card.owner, source=source).affected  # "Then recycle it" (vendetta-faq-001)
    elif card is not None and card.zone is Zone.CHAIN:
        zone = leaving_chain_zone(card)  # a [Flow] spell is banished (829.1.b.1)
        state.relocate(card, Zone.HAND if to == "hand" and zone is Zone.TRASH else zone)
        ids = (card.oid,)
    log(state, "counter", ids, True, f"{getattr(item, 'label', 'a chain item')} is countered", "425.1.a",
        by=by, source=source)
    return Outcome("counter", affected=ids, done=True)
