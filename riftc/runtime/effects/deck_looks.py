"""Looking at and revealing the top cards of a Main Deck, and what is done with them: "Look at the
top 4 cards of your Main Deck. You may reveal a gear from among them and draw it. Then recycle the
rest." (Ornn, Blacksmith), "Reveal the top card of your Main Deck. If it's a gear, draw it.
Otherwise, recycle it." (Apprentice Smith).

* ``LookAtTop`` looks at (128.4: only you may see them) or reveals (424) the top cards; they stay
  where they are (424.1.a.2), as many as there are without burning out (431.1.c). Its Outcome's
  targets are those cards, so later instructions link to them.
* ``Among(link, …)`` is "a gear from among them" / "one" / "1": cards the player picks on
  resolution among the cards instruction ``link`` looked at that are still there. A card in a
  Main Deck is secret, so it is never a target (355.10.a).
* ``Rest(link)`` is "the rest" / "the other" / "the remaining cards": those of them still there.
  A card that moved is a new object (124), so only the untouched ones are left.
* ``RevealCards`` reveals cards already picked ("you may reveal a unit from among them", 424.1);
  ``TakeCard`` puts such a card into your hand ("draw it", 413.1: a draw that names its card) or
  your trash ("put it in your trash").
* ``CardType`` is the property "is a gear / a unit / a spell" of a card anywhere ("If it's a gear").
"""

from __future__ import annotations

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.amounts import Amount
from ..model.events import Outcome, log
from ..model.objects import GameObject, Zone
from ..model.selectors import BoardView, Property, Selector
from ..model.targets import ObjectRef, PlayerRef, Referents, Scope, You
from ..rules.deck_actions import reveal, top_cards
from ..rules.replacements import run_as_seen
from .instructions import for_each_player
from .resolution import Instruction, Resolution

#: Where ``TakeCard`` puts a card: the owner's hand or trash.
TAKE_DESTINATIONS = {"hand": Zone.HAND, "trash": Zone.TRASH, "banishment": Zone.BANISHMENT}
TAKE_RULES = {"hand": "424.4", "trash": "424.4", "banishment": "427.2"}


@dataclass(frozen=True)
class LookAtTop(Instruction):
    """"Look at the top 3 cards of your Main Deck" / "reveal the top card of your Main Deck"
    (``reveal=True``, 424.3): the cards stay on top (424.1.a.2). ``rune_deck``: "reveal the top rune
    of your rune deck" (108.5, 424)."""

    count: int = 1
    reveal: bool = False
    player: PlayerRef = You()
    rune_deck: bool = False
    action = "look"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_player(ctx, self, self.player, lambda pid: self._look(ctx, pid))

    def _look(self, ctx: Resolution, pid: int) -> Outcome:
        if self.rune_deck:  # the top runes, as many as there are
            ids = tuple(ctx.state.player(pid).zone(Zone.RUNE_DECK)[:self.count])
        else:
            ids = top_cards(ctx.state, pid, self.count)  # as many as possible, no burn out (431.1.c)
        if self.reveal:
            shown = reveal(ctx.state, ids, by=pid, source=ctx.source, chooser=ctx.chooser)
            return Outcome(self.action, targets=shown.targets, affected=shown.affected, players=(pid,),
                           done=True)
        name = ctx.state.player(pid).name
        log(ctx.state, "look", ids, True, f"{name} looks at the top {len(ids)} card(s) of their Main Deck",
            "128.4", by=pid, source=ctx.source, amount=len(ids))
        run_as_seen(ctx.state, ids, looked=True, by=pid, chooser=ctx.chooser)  # 370.1.b.1
        return Outcome(self.action, targets=ids, affected=ids, players=(pid,), done=True)


def _still_there(scope: Scope, link: int) -> tuple[int, ...] | None:
    """The cards instruction ``link`` looked at (its Outcome's ``affected``: for ``RevealUntil`` every
    card revealed, its ``targets`` being the one it stopped at) that are still the same objects; None
    if ignored."""
    outcome = scope.outcome(link)
    if outcome is None or outcome.ignored:
        return None
    return tuple(o for o in outcome.affected if scope.state.get(o) is not None)


@dataclass(frozen=True)
class Among(ObjectRef):
    """"a gear from among them", "one", "1": ``count`` of the cards instruction ``link`` looked at
    (those still there and matching ``selector``'s types and properties), picked on resolution, not
    targeted (355.10.a); ``up_to`` lets the player pick fewer ("you may choose a card");
    ``at_least`` is the fewest they may pick otherwise ("one or both of them": 1 or 2)."""

    link: int
    selector: Selector = Selector()
    count: int = 1
    up_to: bool = False
    at_least: int | None = None

    def resolve(self, scope: Scope) -> Referents:
        cards = _still_there(scope, self.link)
        if cards is None:
            return Referents(ignored=True, rule="359.3.e.14.a")
        view = scope.view
        options = tuple(o for o in cards if _fits(self.selector, scope.state.objects[o], view))
        what = "/".join(self.selector.types) or "card"
        fewest = 0 if self.up_to else self.count if self.at_least is None else self.at_least
        many = f"{fewest} to {self.count}" if fewest not in (0, self.count) else f"{'up to ' if self.up_to else ''}{self.count}"
        prompt = f"pick {many} {what} from among them"
        return Referents(scope.pick(options, fewest, self.count, prompt))


@dataclass(frozen=True)
class RevealUntil(Instruction):
    """"reveal cards from the top of your Main Deck until you reveal a unit" (424.3): one card at a time
    from the top, each revealed as it comes (its "as I'm revealed" abilities apply then, 370.1.b.1), until
    a card of ``selector``'s kind is revealed (even one its own ability then moved: it was revealed,
    origin-faq-042) or no card is left (431.1.c: no burn out). The Outcome's ``targets`` is the card it
    stopped at ("banish it"; none if none was found), ``affected`` every card revealed ("the rest")."""

    selector: Selector = Selector()
    player: PlayerRef = You()
    action = "look"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_player(ctx, self, self.player, lambda pid: self._reveal(ctx, pid))

    def _reveal(self, ctx: Resolution, pid: int) -> Outcome:
        deck = ctx.state.player(pid).zone(Zone.MAIN_DECK)
        shown: list[int] = []
        found: tuple[int, ...] = ()
        while not found:
            left = [o for o in deck if o not in shown]  # revealed cards stay on top (424.1.a.2)
            if not left:
                break
            oid = left[0]
            shown.append(oid)
            hit = _fits(self.selector, ctx.state.objects[oid], ctx.view)  # what it is, before it is seen
            reveal(ctx.state, (oid,), by=pid, source=ctx.source, chooser=ctx.chooser)
            found = (oid,) if hit else ()
        return Outcome(self.action, targets=found, affected=tuple(shown), players=(pid,), done=bool(shown))


def _fits(selector: Selector, obj: GameObject, view: BoardView) -> bool:
    """Type and properties only: where the card is, is what ``Among`` already knows."""
    kind = (obj.card.type or "").lower()
    return (not selector.types or kind in selector.types) and all(p.test(obj, view) for p in selector.properties)


@dataclass(frozen=True)
class Rest(ObjectRef):
    """"the rest", "the other", "the remaining cards": the cards instruction ``link`` looked at that
    are still there (not drawn, played or put elsewhere since). Not targets."""

    link: int

    def resolve(self, scope: Scope) -> Referents:
        cards = _still_there(scope, self.link)
        if cards is None:
            return Referents(ignored=True, rule="359.3.e.14.a")
        return Referents(cards)


@dataclass(frozen=True)
class CountAmong(Amount):
    """"for each card with [Hidden] revealed this way" (393): how many of the cards instruction
    ``link`` looked at or revealed match ``selector``'s types and properties, times ``per``. Each is
    judged by what its card is (a card moved since was still revealed this way); a look that was
    ignored counts as null (359.3.e.12)."""

    link: int
    selector: Selector = Selector()
    per: int = 1

    def value(self, scope: Scope) -> int | None:
        outcome = scope.outcome(self.link)
        if outcome is None or outcome.ignored:
            return None
        found = (scope.state.objects.get(o) for o in outcome.affected)
        return self.per * sum(1 for obj in found if obj is not None and _fits(self.selector, obj, scope.view))


@dataclass(frozen=True)
class PutBackInAnyOrder(Instruction):
    """"Put those you don't back in any order." after "look at the top two cards of your Main Deck.
    You may recycle one or both of them": the cards instruction ``link`` looked at that are still in
    the Main Deck go back on top in the order their owner picks, one after another, the top one
    first (as for [Predict], 436.1.a). A single card has no order to pick."""

    link: int
    action = "put_back"

    def execute(self, ctx: Resolution) -> Outcome:
        cards = _still_there(ctx, self.link)
        if cards is None:
            return ctx.ignored(self, "359.3.e.14.a")
        state = ctx.state
        left = [o for o in cards if state.objects[o].zone is Zone.MAIN_DECK]
        order: list[int] = []
        while len(left) > 1:
            picked = ctx.pick(tuple(left), 1, 1, f"put back on top of your Main Deck: pick card {len(order) + 1} from the top")
            order.append(picked[0])
            left.remove(picked[0])
        order += left
        for oid in order:
            deck = state.player(state.objects[oid].owner).zone(Zone.MAIN_DECK)
            deck.remove(oid)
        for oid in reversed(order):
            state.player(state.objects[oid].owner).zone(Zone.MAIN_DECK).insert(0, oid)
        log(state, self.action, tuple(order), bool(order), f"{len(order)} card(s) put back on top of the Main Deck "
            "in the order chosen", "436.1.a", by=ctx.controller, source=ctx.source, amount=len(order))
        return Outcome(self.action, targets=tuple(order), affected=tuple(order), done=bool(order))


@dataclass(frozen=True)
class RevealCards(Instruction):
    """"You may reveal a unit from among them" (424.1): the cards are shown and stay put."""

    target: ObjectRef
    action = "reveal"

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "target")
        if refs.ignored:
            return ctx.ignored(self, refs.rule)
        if not refs.objects:
            return Outcome(self.action)
        return reveal(ctx.state, refs.objects, by=ctx.controller, source=ctx.source, chooser=ctx.chooser)


@dataclass(frozen=True)
class TakeCard(Instruction):
    """"draw it" (``to="hand"``, ``draw=True``: a draw of that card, 413.1), "put 1 into your hand",
    "put it in your trash", "banish a unit from among them" (427.2): the card goes to its owner's
    hand, trash or banishment from wherever it is (not from the board or the chain)."""

    target: ObjectRef
    to: str = "hand"
    draw: bool = False
    action = "take"

    def __post_init__(self) -> None:
        if self.to not in TAKE_DESTINATIONS:
            raise ValueError(f"TakeCard.to must be one of {tuple(TAKE_DESTINATIONS)}")

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "target")
        if refs.ignored:
            return ctx.ignored(self, refs.rule)
        state, moved, old = ctx.state, [], []
        for oid in refs.objects:
            obj = state.get(oid)
            if obj is None or obj.on_board or obj.zone is Zone.CHAIN:
                continue
            old.append(state.relocate(obj, TAKE_DESTINATIONS[self.to]))
            moved.append(obj.oid)
        kind = "draw" if self.draw else f"put_{self.to}"
        owner = state.player(ctx.controller).name
        text = (f"{owner} draws {len(moved)}" if self.draw else f"{len(moved)} card(s) put into their owner's {self.to}")
        log(state, kind, tuple(old), bool(moved), text if moved else f"{kind} negated: no such card",
            "413.1" if self.draw else TAKE_RULES[self.to], by=ctx.controller, source=ctx.source, amount=len(moved),
            new_ids=tuple(moved))
        return Outcome(self.action, targets=tuple(old), affected=tuple(old), amount=len(moved))


@dataclass(frozen=True)
class CardType(Property):
    """"it's a gear" / "a unit" / "a spell": the card's type, wherever it is (on the board, in a deck)."""

    kind: str

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return (obj.card.type or "").lower() == self.kind

    def describe(self) -> str:
        return self.kind


@dataclass(frozen=True)
class TopOfDeck(ObjectRef):
    """"the top 2 cards of your Main Deck" as the object of an instruction ("put the top 2 cards of
    your Main Deck into your trash"): as many as there are (431.1.c); not targets (355.10.a)."""

    count: int = 1

    def resolve(self, scope: Scope) -> Referents:
        return Referents(top_cards(scope.state, scope.controller, self.count))


@dataclass(frozen=True)
class PickCards(Instruction):
    """"You may choose a card from among them": the player picks (not a target: the deck is secret,
    355.10.a); later instructions link to the picked cards ("draw it")."""

    target: ObjectRef
    action = "pick"

    def execute(self, ctx: Resolution) -> Outcome:
        refs = ctx.referents(self, "target")
        if refs.ignored:
            return ctx.ignored(self, refs.rule)
        return Outcome(self.action, targets=refs.objects, affected=refs.objects, done=bool(refs.objects))
