"""Back-reference resolution: which earlier phrase each "it", "them" or "that unit" stands for.

Card text names an object once ("choose an enemy unit", "a friendly unit dies") and then refers to
it with a pronoun or "that unit" (rule 355.5: what an instruction chose is what later instructions
of the same ability act on). This pass pairs every back-reference with its antecedent and reports
the ones with nothing to name; the check stage reports those, and lowering reads the answers to link
each reference to the instruction that acted on its object (one answer for both stages).

The antecedent is the latest mention before the reference that fits it (135.2.b, 355, 359): a phrase
that names objects, or an earlier back-reference to the same object ("Choose a unit. Heal it, then
ready it." — the second "it" is the first, the unit healed). What fits:

- "that enemy unit" names its kind and controller: only a mention of that kind fits.
- A card calls itself "me" or "this" (053): "it" stands for the card only when nothing else is named
  ("exhaust this to ready it" readies what the trigger was about).
- A condition tests the game and acts on nothing: "If you control a facedown card, deal 4 to it
  instead" deals 4 to the unit dealt 2 before, never to the facedown card.
- An instruction that may not happen (one branch of an "if", a mode, one side of an "or", the effect
  of a delayed trigger) leaves nothing to refer to after it.

Some answers are no phrase of the text but the object of an event:

- In a triggered ability's effect, a mention in the trigger condition stands for the object the
  triggering event was about (383.2.c): ``TriggeringObject``.
- What a replacement does instead is about the replaced event (370.1.b, 369.1): "it" before anything
  else is named there, and "that unit", is that event's object: ``ReplacedObject``.

Scope is one ability, i.e. one line with its mode lines: abilities are independent (rule 135.2.a).
One exception: a dependent keyword line whose effect happens "instead" (rules 727, 824: "[Level 6][>]
Give it +3 [M] this turn instead.") replaces an instruction of the line above it, so it sees the
names of that line too; a spell's instruction lines are one set of instructions (135.2.b.1).
Reminder text explains the keyword or instruction it follows, so it sees the names of its ability;
the reminder of a keyword ability may also speak of the object that has the keyword ("[Temporary]
(Kill it at the start of …)"), which needs no antecedent in the text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Union

from riftc import nodes

# Phrases that name objects a later back-reference can stand for. A self-reference counts
# ("This has [Reaction]. When you play it, …"), and "that unit" both refers back and names.
# A trigger names what its event involves ("When you conquer, … that battlefield"); what is revealed
# is named too ("They reveal their hand and you choose a card from it").
NAMING_NODES: tuple[type[nodes.Node], ...] = (
    nodes.Trigger, nodes.Choice, nodes.Token, nodes.TopCards, nodes.Place, nodes.ThatRef, nodes.SelfRef,
    nodes.EachOne, nodes.TheRest, nodes.RevealTarget,
    # cards looked at or revealed from a deck
    nodes.DeckTopCards, nodes.LookFirst, nodes.RevealFromDeck, nodes.TopRunes,
)

# Phrases that only make sense with an antecedent.
BACK_REFERENCE_NODES: tuple[type[nodes.Node], ...] = (nodes.BackRef, nodes.ThatRef, nodes.AnyOf)

# Phrases that refer back when their pronoun is "it"/"its" ("If it's [Empowered]", "its controller",
# "its Might", "It deals damage …", "at its location"), or always: "then an additional +1 [M]" gives
# more to the object of the give before, "They/We deal damage … to each other" (417).
IT_SUBJECT_NODES: tuple[type[nodes.Node], ...] = (nodes.IsStatus, nodes.IsState, nodes.IsA, nodes.IsOnly,
                                                  nodes.WasA)
IMPLICIT_REFERENCE_NODES: tuple[type[nodes.Node], ...] = (nodes.GiveMore, nodes.MutualDamage)

# "if" tests of the game state (393): what they mention is not acted on. ("While a friendly unit
# defends alone, it gets +2 [M]" is different: the static ability is about what its condition names.)
CONDITION_NODES: tuple[type[nodes.Node], ...] = (nodes.IfCondition,)


@dataclass(frozen=True)
class TriggeringObject:
    """The object the triggering event was about (383.2.c): "When you buff a friendly unit, ready
    it."; ``trigger`` is the trigger condition that names it."""

    trigger: nodes.Node


@dataclass(frozen=True)
class ReplacedObject:
    """The object of the replaced event, in what a replacement does instead (370.1.b, 369.1): "The
    next time it would die this turn, heal it, …"; ``event`` is the replaced event."""

    event: nodes.Node


@dataclass(frozen=True)
class Both:
    """"They … to each other" after two mentions that each name one object (417): both of them."""

    first: nodes.Node | TriggeringObject
    second: nodes.Node | TriggeringObject


# What a back-reference stands for; None is the object that has the keyword of a keyword reminder.
Antecedent = Union[nodes.Node, TriggeringObject, ReplacedObject, Both, None]


@dataclass(frozen=True)
class Reference:
    """One resolved back-reference and its antecedent."""

    reference: nodes.Node
    antecedent: Antecedent


@dataclass(frozen=True)
class DanglingReference:
    """A back-reference with nothing before it to refer to."""

    reference: nodes.Node


def key(node: nodes.Node) -> tuple[str, int, int]:
    """How a phrase is looked up: its type and place."""
    # By type and place, not identity: lowering rebuilds some phrases with ``dataclasses.replace``.
    return type(node).__name__, node.span.start, node.span.end


@dataclass(frozen=True)
class References:
    """Every back-reference of one card text, resolved or dangling, in text order."""

    resolved: tuple[Reference, ...]
    dangling: tuple[DanglingReference, ...]
    by_place: dict[tuple[str, int, int], Antecedent] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def none(cls) -> References:
        """No references (a text without any)."""
        return cls((), ())

    @classmethod
    def of(cls, resolved: list[Reference], dangling: list[DanglingReference]) -> References:
        """The references found, each looked up by its phrase's type and place."""
        return cls(tuple(resolved), tuple(dangling), {key(r.reference): r.antecedent for r in resolved})

    def resolves(self, node: nodes.Node) -> bool:
        """Whether ``node`` is a back-reference with an antecedent."""
        return key(node) in self.by_place

    def answer(self, node: nodes.Node) -> Antecedent:
        """The antecedent of a resolved back-reference (KeyError for anything else)."""
        return self.by_place[key(node)]

    def restating(self, node: nodes.Node, antecedent: Antecedent) -> References:
        """These references and one more: a phrase lowering writes in place of a named one ("X a unit.
        If …, Y it instead." does X to "it", the unit chosen first)."""
        return References(self.resolved, self.dangling, {**self.by_place, key(node): antecedent})


def is_back_reference(node: nodes.Node) -> bool:
    """Whether a phrase only makes sense with an antecedent."""
    if isinstance(node, BACK_REFERENCE_NODES + IMPLICIT_REFERENCE_NODES):
        return True
    if isinstance(node, IT_SUBJECT_NODES):
        return isinstance(node.subject, str) and _first_word(node.subject) in ("it", "it's")
    if isinstance(node, (nodes.RelatedPlayer, nodes.MightOf)):
        return _first_word(node.words) == "its"
    if isinstance(node, nodes.SourceDeals):
        return _first_word(node.source) == "it"
    if isinstance(node, nodes.Possessed):
        return _first_word(node.owner) == "its"
    return False


def _first_word(words: str) -> str:
    split = words.lower().replace("\u2019", "'").split()
    return split[0] if split else ""


def resolve(ast: nodes.Start) -> References:
    """Pair every back-reference of a card text with its antecedent, in text order."""
    resolved: list[Reference] = []
    dangling: list[DanglingReference] = []
    for lines, holder_implicit in _scopes(ast):
        resolver = _Resolver(holder_implicit)
        for line in lines[:-1]:
            resolver.line(line)
        resolver.recorded = True
        resolver.line(lines[-1])
        resolved += resolver.resolved
        dangling += resolver.dangling
    return References.of(resolved, dangling)


def _replaces_line_above(line: nodes.Node) -> bool:
    """A dependent keyword line that does something "instead" of an instruction above it."""
    return isinstance(line, nodes.DependentAbility) and any(isinstance(node, nodes.Instead) for node in line.walk())


def _scopes(ast: nodes.Start) -> Iterator[tuple[tuple[nodes.Node, ...], bool]]:
    """The lines whose names each ability sees (itself last), and whether it may speak of its
    holder without naming it: in a reminder-only line and in a keyword ability, whose reminder
    explains what the keyword does to the object that has it.
    """
    for index, line in enumerate(ast.lines):
        seen = ast.lines[index - 1 : index + 1] if index and _replaces_line_above(line) else (line,)
        if isinstance(line, nodes.SpellAbility):
            seen = ast.lines[_first_spell_line(ast.lines, index) : index + 1]
        yield seen, isinstance(line, (nodes.ReminderLine, nodes.KeywordAbility))


def _first_spell_line(lines: tuple[nodes.Node, ...], index: int) -> int:
    """Where the run of instruction lines ending at ``index`` starts: a spell's instruction lines are
    one set of instructions (rule 135.2.b.1), so "Lose control of that unit" on a later line of Hostile
    Takeover (SFD-202) names the unit its first line took."""
    while index and isinstance(lines[index - 1], nodes.SpellAbility):
        index -= 1
    return index


def _noun_word(node: nodes.Node) -> str | None:
    """The kind of object a phrase names, singular ("unit" for "units"), when it names one plainly."""
    noun = getattr(node, "noun", None)
    return noun.word.lower().removesuffix("s") if isinstance(noun, nodes.ObjectNoun) else None


def _names_one(node: nodes.Node) -> bool:
    """Whether a phrase names a single object ("a friendly unit", not "two units")."""
    return isinstance(getattr(node, "quantity", None), (nodes.One, nodes.Another))


def leading_condition(effect: nodes.Effect) -> nodes.Conditional | None:
    """"When you play me, if you control 7 or more runes, choose an enemy gear": the "if" right after
    a trigger is part of the trigger condition (383.2.a.1), not a branch of the effect; None when
    the effect does not start with one (an "if you do", or an "if" with an "Otherwise")."""
    first = getattr(effect.sentences[0], "instruction", None) if effect.sentences else None
    if not (isinstance(first, nodes.Conditional) and isinstance(first.condition, nodes.IfCondition)
            and not isinstance(first.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant))):
        return None
    second = effect.sentences[1] if len(effect.sentences) > 1 else None
    if isinstance(second.instruction if isinstance(second, nodes.Sentence) else second, nodes.Otherwise):
        return None
    return first


def _replacement_line(line: nodes.Node) -> nodes.Replacement | None:
    """A line that starts with a replacement ("The next time a friendly unit would die, kill this
    instead. Recall that unit exhausted."): its later sentences are what happens instead too (369.1)."""
    sentences = line.effect.sentences if isinstance(line, nodes.SpellAbility) else ()
    first = getattr(sentences[0], "instruction", None) if sentences else None
    return first if isinstance(first, nodes.Replacement) else None


class _Resolver:
    """Walks the lines of one scope in text order, keeping the mentions a reference may stand for."""

    def __init__(self, holder_implicit: bool) -> None:
        self.holder_implicit = holder_implicit
        self.recorded = False  # only the scope's own line is reported; the lines before only name
        self.resolved: list[Reference] = []
        self.dangling: list[DanglingReference] = []
        self.mentions: list[nodes.Node] = []  # what a reference here may stand for, in text order
        self.said: list[nodes.Node] = []  # every mention so far, for reminder text
        self.answers: dict[int, Antecedent] = {}  # id of a resolved reference → its antecedent
        self.in_trigger: dict[int, nodes.Node] = {}  # id of a mention in a trigger condition → that trigger
        self.naming = True  # False inside a condition
        self.replaced: nodes.Node | None = None  # the replaced event, inside what a replacement does instead
        self.equipped_named = False  # "the equipped unit" was said in that replacement's effect
        self.parents: list[nodes.Node] = []  # the phrases the walk is inside, innermost last
        self.zones: list[nodes.Zone] = []  # the zones named so far: what "if it is empty" is about

    # --- walking
    def line(self, line: nodes.Node) -> None:
        """One line of the scope (an ability, or a reminder-only line)."""
        replacement = _replacement_line(line)
        if replacement is None:
            self.visit(line)
            return
        assert isinstance(line, nodes.SpellAbility)
        self.visit(replacement.event)
        with self.replacement_effect(replacement.event):
            self.visit(replacement.instruction)
            for sentence in line.effect.sentences[1:]:
                self.visit(sentence)
            if line.reminder is not None:  # explains what happens instead ("Send them to base.")
                self.visit(line.reminder)

    def visit(self, node: nodes.Node) -> None:
        special = self.SPECIAL.get(type(node))
        if special is not None:
            special(self, node)
            return
        if isinstance(node, CONDITION_NODES):
            with self.testing():
                self.children(node)
            return
        if isinstance(node, nodes.Zone):
            self.zones.append(node)
        if is_back_reference(node):
            self.refer(node)
        elif isinstance(node, NAMING_NODES):
            self.mention(node)
        if isinstance(node, nodes.TheEquipped) and self.replaced is not None:
            # "The equipped unit becomes a copy of that unit": the replaced event's unit is named
            # (818.2), so "that unit" is another one, named before (VEN-137).
            self.equipped_named = True
        self.children(node)

    def children(self, node: nodes.Node) -> None:
        self.parents.append(node)
        for child in node.children():
            self.visit(child)
        self.parents.pop()

    def mention(self, node: nodes.Node) -> None:
        if self.naming:
            self.mentions.append(node)
            self.said.append(node)

    def _reminder(self, node: nodes.Reminder) -> None:
        """Reminder text explains what its ability says, branches too: "(Send them to base.)" after
        "If …, recall ALL units instead." (135.2.d)"""
        kept, self.mentions = self.mentions, list(self.said)
        try:
            self.children(node)
        finally:
            self.mentions = kept

    @contextmanager
    def testing(self) -> Iterator[None]:
        """Inside a condition: references resolve, nothing becomes a mention."""
        naming, self.naming = self.naming, False
        try:
            yield
        finally:
            self.naming = naming

    @contextmanager
    def branch(self) -> Iterator[None]:
        """Instructions that may not happen: what they mention is forgotten after them."""
        kept = list(self.mentions)
        try:
            yield
        finally:
            self.mentions = kept

    @contextmanager
    def replacement_effect(self, event: nodes.Node) -> Iterator[None]:
        """What a replacement does instead: an effect of its own about the replaced event (370.1.b)."""
        kept = (self.mentions, self.replaced, self.equipped_named)
        self.mentions, self.replaced, self.equipped_named = [], event, False
        try:
            yield
        finally:
            self.mentions, self.replaced, self.equipped_named = kept

    # --- structures with their own rules
    def _triggered(self, node: nodes.TriggeredAbility) -> None:
        self._trigger(node.trigger)
        leading = leading_condition(node.effect)
        for sentence in node.effect.sentences:
            if leading is not None and getattr(sentence, "instruction", None) is leading:
                with self.testing():
                    self.visit(leading.condition)
                self.visit(leading.instruction)  # the ability's effect, not a branch (383.2.a.1)
            else:
                self.visit(sentence)
        if node.reminder is not None:
            self.visit(node.reminder)

    def _trigger(self, trigger: nodes.Node) -> None:
        """A trigger condition: what it mentions stands, for the effect, for the event's object. The
        trigger itself is a mention only when it has no phrase of its own for that object ("When you
        conquer, … that battlefield"; but "When you play this, attach it …" is this card)."""
        start = len(self.mentions)
        self.visit(trigger)
        inside = self.mentions[start:]
        if len(inside) > 1 and inside[0] is trigger:
            self.mentions.remove(trigger)
        for mention in inside:
            self.in_trigger[id(mention)] = trigger

    def _delayed_trigger(self, node: nodes.DelayedTrigger) -> None:
        self._trigger(node.trigger)
        with self.branch():  # its effect is an ability of its own, done later if at all (390.2)
            self.visit(node.instruction)

    def _conditional(self, node: nodes.Conditional) -> None:
        self.visit(node.condition)
        with self.branch():
            counted = _counted_group(node.condition)
            if counted is not None and self.naming:
                # "If you have exactly two units there, they each get +1 [M]": "they" are the units counted
                self.mentions.append(counted)
            self.visit(node.instruction)

    def _branched(self, node: nodes.Node) -> None:
        """"Otherwise, …", each mode, each side of an "or", an instruction done at a later time."""
        for child in node.children():
            with self.branch():
                self.visit(child)

    def _zone_empty(self, node: nodes.IsEmpty) -> None:
        """"… to your Champion Zone if it is empty" (108.3.c.1): "it" is the zone named last before it,
        not an object (a zone holds objects). With no zone before it, it stays unresolved, and
        lowering says that condition cannot be checked."""
        before = [zone for zone in self.zones if zone.span.end <= node.span.start]
        if not before or _first_word(node.subject) not in ("it", "it's"):
            return
        zone = max(before, key=lambda z: z.span.end)
        self.answers[id(node)] = zone
        if self.recorded:
            self.resolved.append(Reference(node, zone))

    def _replacement(self, node: nodes.Replacement | nodes.NextTimeEffect) -> None:
        self.visit(node.event)
        with self.replacement_effect(node.event):
            self.visit(node.instruction)

    SPECIAL: dict[type[nodes.Node], Callable[[_Resolver, Any], None]] = {
        nodes.TriggeredAbility: _triggered, nodes.DelayedTrigger: _delayed_trigger,
        nodes.Conditional: _conditional, nodes.Otherwise: _branched, nodes.Modes: _branched,
        nodes.Either: _branched, nodes.TimedAction: _branched,
        nodes.Replacement: _replacement, nodes.NextTimeEffect: _replacement, nodes.Reminder: _reminder,
        nodes.IsEmpty: _zone_empty,
    }

    # --- resolving one reference
    def refer(self, node: nodes.Node) -> None:
        """Resolve a back-reference; once resolved it is a mention of its object too."""
        answer = self.antecedent(node)
        if isinstance(answer, _Nothing):
            if self.recorded:
                self.dangling.append(DanglingReference(node))
            return
        self.answers[id(node)] = answer
        if self.recorded:
            self.resolved.append(Reference(node, answer))
        if answer is not None:
            self.mention(node)

    def antecedent(self, node: nodes.Node) -> Antecedent | _Nothing:
        """The nearest fitting mention before ``node``, as an antecedent."""
        if isinstance(node, nodes.ThatRef) and self.replaced is not None and not self.equipped_named \
                and _noun_word(node) in ("unit", "gear"):
            return ReplacedObject(self.replaced)  # "Recall that unit exhausted." (369.1)
        before = self.fitting(node, [m for m in self.mentions if m.span.end <= node.span.start
                                     and not self.co_argument(node, m)])
        if not before:
            if self.replaced is not None:
                return ReplacedObject(self.replaced)
            return None if self.holder_implicit else NOTHING
        nearest = _nearest(before)
        if isinstance(node, nodes.MutualDamage) and _first_word(node.sources) == "they" and nearest \
                and _names_one(self.root(before[nearest])):
            return Both(self.standing_for(before[nearest - 1]), self.standing_for(before[nearest]))
        return self.standing_for(before[nearest])

    def co_argument(self, node: nodes.Node, mention: nodes.Node) -> bool:
        """Whether a mention is another argument of the instruction a pronoun is an argument of:
        "attach an Equipment … to it" attaches it to something else (it would say "itself")."""
        if not (isinstance(node, nodes.BackRef) and self.parents):
            return False
        return any(other is not node and _within(mention, other) for other in self.parents[-1].children())

    def fitting(self, node: nodes.Node, mentions: list[nodes.Node]) -> list[nodes.Node]:
        """The mentions ``node`` can stand for: of its kind, and the card itself only when nothing else
        is named (053)."""
        kind, controller = _noun_word(node), getattr(node, "controller", None)
        if kind:
            matching = [m for m in mentions if _noun_word(self.root(m)) == kind
                        and (controller is None or getattr(self.root(m), "controller", None) in (None, controller))]
            mentions = matching or mentions
        if isinstance(node, nodes.BackRef) and node.word.lower() in ("it", "its"):
            # "it" is one object, never "the rest" (the cards left over): "You may banish a unit … and
            # play it, …. Recycle the rest. Then you may do this: Empower it." empowers the played card.
            mentions = [m for m in mentions if not isinstance(self.root(m), nodes.TheRest)] or mentions
        others = [m for m in mentions if not isinstance(self.root(m), nodes.SelfRef)]
        return others or mentions

    def root(self, mention: nodes.Node) -> nodes.Node:
        """The phrase that names what a mention stands for, following earlier references."""
        answer = self.answers.get(id(mention))
        while isinstance(answer, nodes.Node):
            mention, answer = answer, self.answers.get(id(answer))
        return mention

    def standing_for(self, mention: nodes.Node) -> nodes.Node | TriggeringObject:
        """A mention as an antecedent: in a trigger condition, the event's object (383.2.c), unless it
        is the card itself ("When you play this, attach it to …")."""
        trigger = self.in_trigger.get(id(mention))
        if trigger is None or isinstance(self.root(mention), nodes.SelfRef):
            return mention
        return TriggeringObject(trigger)


def _counted_group(condition: nodes.Node) -> nodes.Choice | None:
    """The objects an "if" counts by number, "you have exactly two units there" / "you control 3+
    Mechs" (a plural group of your own), for a "they" in the instruction it guards; None otherwise."""
    test = condition.test if isinstance(condition, nodes.IfCondition) else None
    objects = test.objects if isinstance(test, (nodes.YouHave, nodes.Controls)) else None
    if isinstance(objects, nodes.Choice) and isinstance(objects.quantity, (nodes.Precisely, nodes.CountOrMore)) \
            and getattr(objects.noun, "word", "") in ("units", "gear", "runes"):
        return objects
    return None


def _nearest(mentions: list[nodes.Node]) -> int:
    """The index of the nearest mention: the latest to end; among mentions ending together the
    outermost, the object described rather than the place in its description ("a unit at a
    battlefield")."""
    end = max(mention.span.end for mention in mentions)
    return next(index for index, mention in enumerate(mentions) if mention.span.end == end)


def _within(inner: nodes.Node, outer: nodes.Node) -> bool:
    return outer.span.start <= inner.span.start and inner.span.end <= outer.span.end


@dataclass(frozen=True)
class _Nothing:
    """No antecedent where one is needed: the reference dangles."""


NOTHING = _Nothing()
