"""Lowering stage: the checked AST of a card → riftc.runtime data (CardDef and its abilities).

One ``lower_<rule>`` method per AST node type that has a runtime meaning. A node without one is
a construct the runtime cannot run yet: the card is reported as not compiled, with the exact place,
never approximated.
"""

from __future__ import annotations

from typing import Any

from riftc import nodes, runtime
from riftc.build_ast import _snake
from riftc.errors import Span
from riftc.sources import CardSource

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

# Which self-reference a card type uses (rule 053): "me" on units and legends, "this" on gear and spells.
SELF_WORDS = {"Unit": "me", "Legend": "me", "Gear": "this", "Spell": "this"}


class LoweringError(Exception):
    """A construct that has no runtime meaning yet, at ``span`` of the card's text (or effect text)."""

    def __init__(self, span: Span, message: str, in_effect_text: bool = False) -> None:
        super().__init__(message)
        self.span = span
        self.in_effect_text = in_effect_text


def count_value(count: int | str) -> int:
    """``2`` or ``"two"`` → 2."""
    return count if isinstance(count, int) else NUMBER_WORDS[count]


class Lowerer:
    """Turns the nodes of one card text into runtime objects."""

    def __init__(self, card: CardSource, in_effect_text: bool = False) -> None:
        self.card = card
        self.in_effect_text = in_effect_text

    def __call__(self, node: nodes.Node) -> Any:
        method = getattr(self, f"lower_{_snake(type(node).__name__)}", None)
        if method is None:
            raise self.error(node, f"riftc cannot run {type(node).__name__} yet")
        return method(node)

    def error(self, node: nodes.Node, message: str) -> LoweringError:
        return LoweringError(node.span, message, self.in_effect_text)

    # --- card text and abilities
    def abilities(self, start: nodes.Start) -> tuple[Any, ...]:
        """Every ability of the text; reminder-only lines have no effect (rule 135.2.d)."""
        return tuple(self(line) for line in start.lines if not isinstance(line, nodes.ReminderLine))

    def lower_keyword_ability(self, node: nodes.KeywordAbility) -> runtime.Keyword:
        return runtime.Keyword(name=node.keyword.name, value=node.keyword.value)

    def lower_triggered_ability(self, node: nodes.TriggeredAbility) -> runtime.TriggeredAbility:
        return runtime.TriggeredAbility(trigger=self(node.trigger), effect=self(node.effect))

    def lower_spell_ability(self, node: nodes.SpellAbility) -> runtime.SpellAbility:
        if self.card.type != "Spell":
            raise self.error(node, f"a line of bare instructions is a spell's effect, but this card is a {self.card.type}")
        return runtime.SpellAbility(effect=self(node.effect))

    # --- triggers
    def lower_trigger(self, node: nodes.Trigger) -> Any:
        return self(node.event)

    def lower_play_event(self, node: nodes.PlayEvent) -> runtime.WhenPlayed:
        if not isinstance(node.card, nodes.SelfRef):
            raise self.error(node.card, "only \"when you play me\" triggers can run yet")
        self._check_self_word(node.card)
        return runtime.WhenPlayed()

    # --- effects and instructions
    def lower_effect(self, node: nodes.Effect) -> runtime.Effect:
        return runtime.Effect(instructions=tuple(self(sentence.instruction) for sentence in node.sentences))

    def lower_buff(self, node: nodes.Buff) -> runtime.Buff:
        return runtime.Buff(target=self(node.target))

    def lower_draw(self, node: nodes.Draw) -> runtime.Draw:
        return runtime.Draw(amount=node.amount)

    def lower_ready(self, node: nodes.Ready) -> runtime.Ready:
        return runtime.Ready(target=self(node.target))

    # --- targets
    def _check_self_word(self, node: nodes.SelfRef) -> None:
        expected = SELF_WORDS.get(self.card.type or "")
        if expected and node.word != expected and not self.in_effect_text:
            raise self.error(node, f'a {self.card.type} calls itself "{expected}", not "{node.word}" (rule 053)')

    def lower_self_ref(self, node: nodes.SelfRef) -> runtime.Self:
        self._check_self_word(node)
        return runtime.Self()

    def lower_choice(self, node: nodes.Choice) -> runtime.Choose:
        count, up_to = self(node.quantity)
        selector = runtime.Selector(types=("unit",), controller=node.controller, other=node.other is not None)
        return runtime.Choose(selector=selector, count=count, up_to=up_to)

    def lower_one(self, node: nodes.One) -> tuple[int, bool]:
        return 1, False

    def lower_up_to(self, node: nodes.UpTo) -> tuple[int, bool]:
        return count_value(node.count), True

    def lower_exactly(self, node: nodes.Exactly) -> tuple[int, bool]:
        return count_value(node.count), False


def lower_card(card: CardSource, text: nodes.Start | None, effect_text: nodes.Start | None) -> runtime.CardDef:
    """The runtime definition of a card whose texts parsed and checked cleanly.

    Equipment effect text (rule 136) is granted to the unit the card is attached to; the runtime
    has no attachment grants yet, so a card with effect text is reported as not compiled.
    """
    abilities = Lowerer(card).abilities(text) if text else ()
    if effect_text is not None:
        raise LoweringError(effect_text.span, "Equipment effect text (rule 136) cannot run yet", True)
    return runtime.CardDef(
        id=card.id, name=card.name, type=card.type or "", supertype=card.supertype,
        tags=card.tags, domains=card.domains, energy=card.energy, power=card.power or (),
        might=card.might, abilities=abilities,
    )
