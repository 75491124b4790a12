"""The state of lowering one card text: the card, the links of the effect being lowered, what encloses it."""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator, Literal, Union

from riftc import nodes, runtime
from riftc.check import references
from riftc.errors import Span
from riftc.lower.dispatch import DISPATCH
from riftc.lower.selectors import TargetError
from riftc.sources import CardSource


Event = Literal["event"]
EVENT: Event = "event"  # a back-reference to the object of the event (the runtime's EventObjects)
Link = Union[int, Event, None]  # what a back-reference links to: an instruction's number, the event, nothing


WORDS_SHOWN = 60  # characters of the card's text a reason quotes



class LoweringError(Exception):
    """A construct that has no runtime meaning yet, at ``span`` of the card's text (or effect text)."""

    def __init__(self, span: Span, message: str, in_effect_text: bool = False) -> None:
        super().__init__(message)
        self.span = span
        self.in_effect_text = in_effect_text


@dataclass
class Links:
    """The reading-order bookkeeping of one effect (docs/runtime.md's link convention): each effect
    numbers its instructions from 0, so "it" and "if you do" are links to an earlier number."""

    next_index: int = 0  # reading-order number of the next instruction
    last_action: int | None = None  # the latest instruction "if you do" may refer to
    # phrase (riftc.check.references' key) → the innermost instruction it is in: what "it" links to
    numbered: dict[tuple[str, int, int], int] = field(default_factory=dict)
    # Instructions being lowered: "it" links to none of them (but to an Unless whose own target is
    # chosen, for "… unless its controller pays [2]").
    lowering: set[int] = field(default_factory=set)
    chosen_count: dict[int, int] = field(default_factory=dict)  # reading-order number → how many targets it chooses
    actions: dict[int, str] = field(default_factory=dict)  # reading-order number → the runtime action kind
    chosen_battlefield: int | None = None  # the instruction that chose a battlefield ("there")
    options: dict[int, tuple[str, ...]] = field(default_factory=dict)  # "chooses Cards or Runes": its options
    # a part of a joined target (phrase key) → (its instruction, its part number): what "that unit" names
    # after "Choose a battlefield and an enemy unit there"; and each such instruction's parts' nouns
    parts: dict[tuple[str, int, int], tuple[int, int]] = field(default_factory=dict)
    part_nouns: dict[int, tuple[str, ...]] = field(default_factory=dict)
    # phrases of the effect around a delayed instruction whose objects it watches ("Empower a unit.
    # Disempower it at end of turn."): inside it, "it" is the delayed trigger's event object
    watched: frozenset[tuple[str, int, int]] = frozenset()
    # … and their (controller, noun), for "the friendly unit" after "a friendly unit and an enemy unit"
    part_descriptions: dict[int, tuple[tuple[str | None, str], ...]] = field(default_factory=dict)
    # places named so far, in reading order, for "there" / "that battlefield": (noun, instruction, kind),
    # kind "objects" (where that instruction's objects are), "moved from" or "chosen" (its battlefield target)
    places: list[tuple[str, int, str]] = field(default_factory=list)
    yours_chosen: list[int] = field(default_factory=list)  # instructions choosing one unit of yours ("your unit")
    # a group an "if" counted (phrase key) → the objects it counted: "If you have exactly two units
    # there, they each get +1 [M]" (riftc.check.references makes it "they"'s antecedent)
    counted: dict[tuple[str, int, int], runtime.AllAt] = field(default_factory=dict)

    def number(self, node: nodes.Node, index: int) -> None:
        """Give every phrase of ``node`` the number of the instruction it is in (nested instructions,
        numbered later, give their own)."""
        self.numbered.update((references.key(phrase), index) for phrase in node.walk())

    @contextmanager
    def kept(self, *names: str) -> Iterator[None]:
        """Lower something after which ``names`` are what they were before it (a branch that may not
        run, one of several modes); the numbering and the rest go on."""
        with _scoped(self, {name: getattr(self, name) for name in names}):
            yield


@dataclass
class LoweringContext:
    """Everything lowering one card text reads and changes; every lowering function takes it first."""

    card: CardSource
    in_effect_text: bool = False  # the Equipment's effect text (136): "this" is the attached card
    # What each back-reference of the text stands for (the check stage's answer, riftc.check.references).
    references: references.References = field(default_factory=references.References.none)
    links: Links = field(default_factory=Links)
    # "It deals …" instruction → the instruction whose object deals. Not per effect: a separate
    # effect starts it empty, and nothing resets it between the abilities of a card.
    dealers: dict[int, int] = field(default_factory=dict)
    event_subject: bool = False  # lowering a trigger about another object: "it" = that object
    acting_player: bool = False  # a battlefield's ability of the player who acts (190.6.c)
    pending_otherwise: nodes.Node | None = None  # the "Otherwise, …" after the conditional being lowered
    you_did_means_paid: bool = False  # "If you do" after "As an additional cost to play this, you may …"
    each_player_picks: bool = False  # "Each player kills one of their units": "one of their …" is each one's pick
    each_player_acts: bool = False  # steps each player does as "you" (EachPlayerDoes): "their Main Deck" is yours
    turn_order: tuple[bool, bool] | None = None  # (may, others only) under "Starting with the next player, …"
    there: nodes.Node | None = None  # what "there" means inside "if I am at a battlefield, …"
    paid_amount: int | None = None  # the "Pay any amount of …" whose amount "that much" reads
    current_trigger: runtime.Trigger | None = None  # the trigger of the triggered ability being lowered
    checking_before_instead: bool = False  # the condition of "X it. If it's already …, Y it instead."
    in_replacement: bool = False  # a replacement's own instructions: "that unit" is the replaced event's object
    scoring_player: bool = False  # "… they draw 1 instead" of a scoring replacement: "they" scored
    as_attached: bool = False  # the effect of "As this is attached to a unit, …" (370.1.b.1)
    in_reflexive: bool = False  # a reflexive trigger's instructions: its parent's steps have happened (388.1)
    reflexive_rest: tuple[nodes.Node, ...] = ()  # the sentences after a "do this:" sentence: the trigger's too
    each_object: int | None = None  # the "For each friendly unit, …" instruction whose object "its" is
    each_player: int | None = None  # the "For each player that chooses Cards, …" instruction: "that player"
    # The tags of the card's "for each of the following tags … — Bird, Cat, Dog, and Poro", which a later
    # line's "all 4 tags" names (lines are lowered in printed order).
    listed_tags: tuple[str, ...] = ()

    def lower(self, node: nodes.Node) -> Any:
        """The runtime meaning of ``node``, by the function registered for its type; a type without
        one is a construct the runtime cannot run yet: the card is reported as not compiled, with
        the exact place, never approximated."""
        function = DISPATCH.get(type(node))
        if function is None:
            raise self.error(node, f"riftc cannot run {self.words(node)} yet")
        try:
            return function(self, node)
        except TargetError as error:
            message = str(error).replace(TargetError.WORDS, self.words(error.span))
            raise LoweringError(error.span, message, self.in_effect_text) from None

    def antecedent(self, node: nodes.Node) -> Link:
        """What a back-reference links to in this effect: the number of the instruction whose objects
        it means, EVENT for the object of the event (383.2.c, 370.1.b), None for nothing here (an
        object of another effect, or the card itself)."""
        return self._link(self.references.answer(node) if self.references.resolves(node) else None)

    def antecedents(self, node: nodes.Node) -> tuple[Link, ...]:
        """What "They … to each other" links to: one instruction, or the two that each named one object."""
        answer = self.references.answer(node) if self.references.resolves(node) else None
        parts = (answer.first, answer.second) if isinstance(answer, references.Both) else (answer,)
        return tuple(dict.fromkeys(self._link(part) for part in parts))

    def _link(self, answer: references.Antecedent) -> Link:
        """An antecedent as a link: the instruction of this effect it is in, once that is lowered."""
        while isinstance(answer, nodes.Node):
            if references.key(answer) in self.links.watched:
                return EVENT
            index = self.links.numbered.get(references.key(answer))
            if index is not None and index not in self.links.lowering:
                return index
            if not self.references.resolves(answer):
                return None  # a phrase of another effect, or not acted on yet
            # A reference in the instruction being lowered stands for what it refers to ("Move me to
            # its location and it to my original location": "it" is what "its" is).
            answer = self.references.answer(answer)
        return EVENT if isinstance(answer, (references.TriggeringObject, references.ReplacedObject)) else None

    def error(self, node: nodes.Node, message: str) -> LoweringError:
        return LoweringError(node.span, message, self.in_effect_text)

    def words(self, where: nodes.Node | Span) -> str:
        """The card's own words at ``where``, quoted and shortened: how a reason names what cannot
        run, in the words a person reads on the card (never the AST class that holds them)."""
        span = where.span if isinstance(where, nodes.Node) else where
        # A card with errata is lowered from its errata text, the wording it has now (pipeline.compile_card).
        block = self.card.effect_text if self.in_effect_text else (self.card.errata_text or self.card.text)
        text = " ".join((block.text if block else "")[span.start:span.end].split()).rstrip(".")
        if len(text) > WORDS_SHOWN:
            text = text[:WORDS_SHOWN].rsplit(" ", 1)[0] + " …"
        if text.startswith('"') and text.endswith('"') and text.count('"') == 2:
            return text  # a quoted ability is quoted already
        return f'"{text.replace(chr(34), chr(39))}"' if text else "this text"  # a quote inside: '…'


    def require_none(self, node: nodes.Node, *names: str) -> None:
        """Refuse a node whose ``names`` fields say something lowering does not run yet."""
        for name in names:
            value = getattr(node, name)
            if value is not None:
                said = self.words(value) if isinstance(value, nodes.Node) else f'"{value}"'
                raise self.error(value if isinstance(value, nodes.Node) else node,
                                 f"{said} in {self.words(node)} cannot run yet")

    @contextmanager
    def scoped(self, **changes: Any) -> Iterator[None]:
        """Lower something with these fields changed, and what they were restored afterwards."""
        with _scoped(self, changes):
            yield

    @contextmanager
    def fresh_effect(self, watched: frozenset[tuple[str, int, int]] = frozenset()) -> Iterator[None]:
        """Lower an effect that runs on its own (numbered from 0, 370.1.b); the numbering of the
        effect around it continues afterwards. ``watched``: phrases of the effect around that it
        knows as its event's objects (``Links.watched``)."""
        with self.scoped(links=Links(watched=watched)):
            yield


@contextmanager
def _scoped(target: object, changes: dict[str, Any]) -> Iterator[None]:
    saved = {name: getattr(target, name) for name in changes}
    for name, value in changes.items():
        setattr(target, name, value)
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(target, name, value)
