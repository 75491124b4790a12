"""Lowering stage: the checked AST of a card → riftc.runtime data (CardDef and its abilities).

One ``lower_<rule>`` method per AST node type that has a runtime meaning. A node without one is a
construct the runtime cannot run yet: the card is reported as not compiled, with the exact place,
never approximated.

Instructions are numbered in reading order, nested branches right after the instruction that
holds them (the runtime's link convention, docs/runtime.md), so "it" and "if you do" become
explicit links to an earlier instruction's outcome instead of shared mutable state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from riftc import lower_targets, nodes, runtime
from riftc.lower_abilities import AbilityLowering
from riftc.lower_attachments import AttachmentLowering
from riftc.lower_pay_any import PayAnyLowering
from riftc.lower_new_modes import NewModeLowering
from riftc.lower_trigger_again import TriggerAgainLowering
from riftc.lower_bonus_damage import BonusDamageLowering
from riftc.lower_amounts import AmountLowering, cards_in_your_trash
from riftc.lower_conditions import ConditionLowering
from riftc.lower_deck import DeckLowering
from riftc.lower_lasting_passives import LastingPassiveLowering
from riftc.lower_discounts import DiscountLowering
from riftc.lower_permissions import PermissionLowering
from riftc.lower_play import PlayLowering
from riftc.lower_players import PlayerLowering, kill_exception
from riftc.lower_replacements import ReplacementLowering
from riftc.lower_acting_player import acting_player_effect
from riftc.lower_rule_changes import RuleChangeLowering
from riftc.lower_selections import SelectionLowering
from riftc.lower_hands import HandLowering
from riftc.lower_moves import MoveLowering
from riftc.lower_triggers import TriggerLowering, has_subject
from riftc.lower_unless import UnlessLowering
from riftc.build_ast import _snake
from riftc.errors import Span
from riftc.sources import CardSource

# Which self-reference a card type uses (rule 053): "me"/"I" on units and legends, "this" on gear and spells.
# Two printed Spiritforged gear say "exhaust me" (SFD-063, SFD-169) and a printed spell says "I cost [2]
# less to play from anywhere other than your hand" (SFD-164): on a gear or a spell "me"/"I" can only mean
# the card itself, so it compiles as that; the linter still reports the wording (RL301).
SELF_WORDS = {"Unit": ("me", "i"), "Legend": ("me", "i"), "Gear": ("this", "me"), "Spell": ("this", "i")}

# Lines that explain and have no effect: reminder-only lines (rule 135.2.d) and the lines of a card
# that marks XP (rule 729.1.a: XP may be tracked with a card, such as the XP Tracker token).
EXPLANATORY_LINES: tuple[type[nodes.Node], ...] = (
    nodes.ReminderLine, nodes.TracksXp, nodes.BonusesByKeyword, nodes.XpSpendingNote,
)

# Object verbs whose only argument is the object acted on.
OBJECT_VERBS: dict[type[nodes.Node], type] = {
    nodes.Buff: runtime.Buff, nodes.Ready: runtime.Ready, nodes.Exhaust: runtime.Exhaust,
    nodes.Stun: runtime.Stun, nodes.Banish: runtime.Banish, nodes.Empower: runtime.Empower,
    nodes.Disempower: runtime.Disempower,
}


# "if it was <state> this way" → the event kind the linked instruction must have (rule 393).
DONE_STATES = {"buffed": "buff", "readied": "ready", "stunned": "stun", "killed": "kill",
               "exhausted": "exhaust", "banished": "banish", "empowered": "empower", "moved": "move"}

class LoweringError(Exception):
    """A construct that has no runtime meaning yet, at ``span`` of the card's text (or effect text)."""

    def __init__(self, span: Span, message: str, in_effect_text: bool = False) -> None:
        super().__init__(message)
        self.span = span
        self.in_effect_text = in_effect_text


class Lowerer(AbilityLowering, TriggerLowering, PlayerLowering, ReplacementLowering, AmountLowering,
              ConditionLowering, PlayLowering, DeckLowering, UnlessLowering, PermissionLowering,
              DiscountLowering, RuleChangeLowering, LastingPassiveLowering, SelectionLowering,
              HandLowering, MoveLowering, AttachmentLowering, PayAnyLowering,
              NewModeLowering, TriggerAgainLowering, BonusDamageLowering):
    """Turns the nodes of one card text into runtime objects."""

    def __init__(self, card: CardSource, in_effect_text: bool = False) -> None:
        self.card = card
        self.in_effect_text = in_effect_text
        self.next_index = 0          # reading-order number of the next instruction
        self.last_action: int | None = None   # the latest instruction "if you do" may refer to
        self.last_object: int | None = None   # the latest instruction that acted on objects ("it")
        self.earlier_object: int | None = None  # the one before it ("They" = both, MutualDamage)
        self.chosen_count: dict[int, int] = {}  # reading-order number → how many targets it chooses
        self.actions: dict[int, str] = {}     # reading-order number → the runtime action kind
        self.event_subject = False            # lowering a trigger about another object: "it" = that object
        self.acting_player = False            # a battlefield's ability of the player who acts (190.6.c)
        self.pending_otherwise: nodes.Node | None = None  # the "Otherwise, …" after the conditional being lowered
        self.you_did_means_paid = False  # "If you do" after "As an additional cost to play this, you may …"
        self.each_player_picks = False  # "Each player kills one of their units": "one of their …" is each one's pick
        self.turn_order: tuple[bool, bool] | None = None  # (may, others only) under "Starting with the next player, …"
        self.there: nodes.Node | None = None  # what "there" means inside "if I am at a battlefield, …"
        self.chosen_battlefield: int | None = None  # the instruction that chose a battlefield ("there")
        self.dealers: dict[int, int] = {}  # "It deals …" instruction → the instruction whose object deals
        self.paid_amount: int | None = None  # the "Pay any amount of …" whose amount "that much" reads

    def __call__(self, node: nodes.Node) -> Any:
        method = getattr(self, f"lower_{_snake(type(node).__name__)}", None)
        if method is None:
            raise self.error(node, f"riftc cannot run {type(node).__name__} yet")
        try:
            return method(node)
        except lower_targets.TargetError as error:
            raise LoweringError(error.span, str(error), self.in_effect_text) from None

    def error(self, node: nodes.Node, message: str) -> LoweringError:
        return LoweringError(node.span, message, self.in_effect_text)

    def _require_none(self, node: nodes.Node, *fields: str) -> None:
        for name in fields:
            value = getattr(node, name)
            if value is not None:
                raise self.error(value if isinstance(value, nodes.Node) else node,
                                 f'"{name.replace("_", " ")}" on {type(node).__name__} cannot run yet')

    # --- card text and abilities
    def abilities(self, start: nodes.Start) -> tuple[Any, ...]:
        """Every ability of the text; reminder-only lines (rule 135.2.d) and the lines of an XP tracker
        (rule 729.1.a) have no effect. A line may
        stand for several runtime abilities ("I have +1 [M] and [Ganking]" is two layer effects)."""
        found: list[Any] = []
        for line in start.lines:
            if isinstance(line, EXPLANATORY_LINES):
                continue
            # Each ability's effect numbers its instructions from 0 (links are per effect).
            self.next_index, self.last_action, self.last_object, self.actions = 0, None, None, {}
            self.earlier_object, self.chosen_count = None, {}
            self.chosen_battlefield = None
            lowered = self(line)
            found += lowered if isinstance(lowered, tuple) else [lowered]
        return _one_spell_ability(found) if self.card.type == "Spell" else tuple(found)

    def lower_keyword_ability(self, node: nodes.KeywordAbility) -> runtime.Keyword:
        if node.cost is not None and not isinstance(node.cost.costs, nodes.Costs):
            raise self.error(node.cost, "a choice between keyword costs cannot be paid yet")
        cost = self.costs(node.cost.costs) if node.cost is not None else ()
        return runtime.Keyword(name=node.keyword.name, value=node.keyword.value, cost=cost)

    def lower_triggered_ability(self, node: nodes.TriggeredAbility) -> Any:
        if isinstance(node.trigger, nodes.AsYouPlay):
            return self.as_you_play(node)  # lower_play: costs and discounts as the card is played
        trigger_node, per_turn, while_condition = node.trigger, None, None
        if isinstance(trigger_node, nodes.ConditionedPhaseTrigger):
            # "If you control fewer runes than an opponent at the start of your Beginning Phase, …":
            # a phase trigger whose condition is checked when that point of the turn comes (383.2.a.1).
            while_condition = self.condition(trigger_node.condition)
            trigger_node = nodes.PhaseTrigger(span=trigger_node.at.span, point=trigger_node.at.point)
        if isinstance(trigger_node, nodes.OnceEachTurn):
            # "Once each turn, when …" (383.3.e): performed at most once each turn.
            if trigger_node.period.lower() != "each turn":
                raise self.error(trigger_node, f'"once {trigger_node.period}" cannot run yet')
            trigger_node, per_turn = trigger_node.trigger, 1
        if isinstance(trigger_node, nodes.TriggerWhile):
            # "When an enemy unit dies while I'm at a battlefield": the "while" is part of the trigger
            # condition (383.2.a), checked when the event happens.
            while_condition = self.condition(trigger_node.condition)
            trigger_node = trigger_node.event
        trigger = self(trigger_node)
        self.current_trigger = trigger  # "at that battlefield" after "When you conquer"
        # "it" before any instruction names the object the event was about (383.2.c).
        self.event_subject = has_subject(trigger)
        effect, condition = node.effect, None
        # "When a player plays a spell, they may …" on a battlefield: that player's ability (190.6.c).
        acting = acting_player_effect(self.card.type, getattr(trigger_node, "event", None), effect)
        effect, self.acting_player = acting or effect, acting is not None
        first = getattr(effect.sentences[0], "instruction", None) if effect.sentences else None
        if isinstance(first, nodes.Conditional) and isinstance(first.condition, nodes.IfCondition) \
                and not isinstance(first.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant)) \
                and not (len(effect.sentences) > 1 and isinstance(sentence_body(effect.sentences[1]), nodes.Otherwise)):
            # "When you play me, if you control two gear, ready me", "…, if you control 7 or more runes,
            # choose an enemy gear. If it's …": the "if" right after the trigger is part of the trigger
            # condition (383.2.a.1), for the whole ability.
            condition = self.condition(first.condition)
            effect = replace(effect, sentences=(replace(effect.sentences[0], instruction=first.instruction),)
                             + tuple(effect.sentences[1:]))
        if while_condition is not None:
            condition = while_condition if condition is None else runtime.AllOf(conditions=(while_condition, condition))
        try:
            return runtime.TriggeredAbility(trigger=trigger, effect=self.effect(effect), condition=condition,
                                            per_turn=per_turn, event_player_controls=acting is not None)
        finally:
            self.event_subject, self.current_trigger, self.acting_player = False, None, False

    # --- costs (rule 376.1: everything before the colon; 134.2 energy and power symbols)
    def costs(self, node: nodes.Costs) -> tuple[Any, ...]:
        return tuple(cost for item in node.items for cost in self.cost(item))

    def cost(self, node: nodes.Node) -> tuple[Any, ...]:
        if isinstance(node, nodes.ExhaustSymbol):
            return (runtime.ExhaustMe(),)
        if isinstance(node, nodes.DisempowerCost):
            self._check_self_word(node.target)
            return (runtime.DisempowerMe(),)
        if isinstance(node, nodes.DiscardCost):
            return (runtime.DiscardCost(amount=node.amount),)
        if isinstance(node, nodes.DiscardCardCost):  # "Discard a gear" (422.3), picked on payment
            kind = lower_targets.OBJECT_TYPES.get(getattr(node.noun, "word", ""))
            if kind is None or not isinstance(node.quantity, nodes.One):
                raise self.error(node, "discarding these cards as a cost cannot be paid yet")
            return (runtime.DiscardCardCost(selector=runtime.Selector(types=(kind,), zone="hand",
                                                                       controller="friendly")),)
        if isinstance(node, nodes.SpendXp):
            return (runtime.SpendXpCost(amount=node.amount),)
        if isinstance(node, nodes.RecycleCost):
            return (self._recycle_cost(node),)
        if isinstance(node, nodes.KillCost):
            return (runtime.KillCost(selector=self._cost_selector(node.target)),)
        if isinstance(node, nodes.SpendBuff):
            if node.whose.lower() not in ("my", "a"):
                raise self.error(node, f'spending "{node.whose}" buff cannot be paid yet')
            mine = node.whose.lower() == "my"  # "Spend my buff:" vs "Spend a buff:" (any friendly unit, 745.2)
            return (runtime.SpendBuffCost(selector=runtime.Selector(
                types=("unit",), self_only=mine, controller=None if mine else "friendly",
                properties=(runtime.Buffed(),))),)
        if isinstance(node, nodes.ManaCost):
            energy, power = self._mana(node)
            return ((runtime.EnergyCost(amount=energy),) if energy or not power else ()) + \
                ((runtime.PowerCost(domains=power),) if power else ())
        raise self.error(node, f"the cost {type(node).__name__} cannot be paid yet")

    def _recycle_cost(self, node: nodes.RecycleCost) -> runtime.RecycleCost:
        """"Recycle 1 from your trash", "Recycle a unit / 2 cards from your trash" (416) as a cost."""
        target = node.target
        source = target.source if isinstance(target, nodes.CountedFrom) else getattr(target, "location", None)
        zone = source.zone if isinstance(source, nodes.FromZone) else None
        if not (isinstance(zone, nodes.Zone) and zone.zone == "trash" and zone.owner == "your"):
            raise self.error(source or target, "recycling from there as a cost cannot be paid yet")
        if isinstance(target, nodes.CountedFrom):
            return runtime.RecycleCost(amount=lower_targets.count_value(target.count))
        if not isinstance(target, nodes.Choice):
            raise self.error(target, "recycling these cards as a cost cannot be paid yet")
        word = getattr(target.noun, "word", "")
        kind = lower_targets.OBJECT_TYPES.get(word)
        plain = not any(getattr(target, field, None) for field in (
            "other", "state", "controller", "controlled_by", "might_filter", "keyword_filter", "qualifier", "clause"))
        quantity = target.quantity
        if plain and isinstance(quantity, (nodes.One, nodes.Exactly)) and (word in ("card", "cards") or kind):
            count = 1 if isinstance(quantity, nodes.One) else lower_targets.count_value(quantity.count)
            return runtime.RecycleCost(amount=count, types=(kind,) if kind else ())
        raise self.error(target, "recycling these cards as a cost cannot be paid yet")

    # --- effects and instructions
    def effect(self, node: nodes.Effect) -> runtime.Effect:
        """A whole effect: sentences in order, links checked to point backwards."""
        # "Choose one —" and its modes (355.3) stand in the effect as an instruction of their own.
        effect = self.block(*(sentence_body(sentence) for sentence in node.sentences))
        runtime.check_links(effect)
        return effect

    def separate_effect(self, *parts: nodes.Node) -> runtime.Effect:
        """An effect that runs on its own (a replacement's instructions, 370.1.b): numbered from 0,
        and the numbering of the effect around it continues afterwards."""
        saved = (self.next_index, self.last_action, self.last_object, self.earlier_object, self.actions,
                 self.chosen_count, self.chosen_battlefield)
        self.next_index, self.last_action, self.last_object, self.earlier_object = 0, None, None, None
        self.dealers = {}
        self.actions, self.chosen_count, self.chosen_battlefield = {}, {}, None
        try:
            effect = self.block(*parts)
            runtime.check_links(effect)
            return effect
        finally:
            (self.next_index, self.last_action, self.last_object, self.earlier_object, self.actions,
             self.chosen_count, self.chosen_battlefield) = saved

    def block(self, *parts: nodes.Node) -> runtime.Effect:
        """Instructions done in order, each numbered as it is lowered (links need reading order).
        "If …, X. Otherwise, Y." is one conditional instruction with two branches."""
        steps = [step for part in parts for step in self._steps(part)]
        lowered: list[Any] = []
        for index, step in enumerate(steps):
            if isinstance(step, nodes.Otherwise) and index and isinstance(steps[index - 1], nodes.Conditional):
                continue  # lowered with the conditional before it
            if index and _instead_of(steps[index - 1], step):
                continue  # lowered with the instruction it replaces
            if index + 1 < len(steps) and _instead_of(step, steps[index + 1]):
                lowered += self._conditional_instead(step, steps[index + 1])
                continue
            if index and kill_exception(steps[index - 1], step):
                continue  # lowered with the kill before it
            if index + 1 < len(steps) and kill_exception(step, steps[index + 1]):
                lowered.append(self.kill_except_you(step, steps[index + 1]))
                continue
            if isinstance(step, nodes.Conditional) and index + 1 < len(steps) \
                    and isinstance(steps[index + 1], nodes.Otherwise):
                self.pending_otherwise = steps[index + 1].instruction
            if isinstance(step, _OtherThanBefore):
                lowered.append(self._other_than_before(step))
                continue
            lowered.append(self.instruction(step))
        return runtime.Effect(instructions=tuple(lowered))

    def _other_than_before(self, step: _OtherThanBefore) -> Any:
        """The give of "… and another unit -2 [M] this turn": its target may not be the object the
        instruction just before chose (``Choose.excluding``, 355.9.b)."""
        before = self.next_index - 1
        lowered = self.instruction(step.give)
        target = getattr(lowered, "target", None)
        if before < 0 or not isinstance(target, runtime.Choose):
            raise self.error(step.give, '"another" after that cannot be selected yet')
        return replace(lowered, target=replace(target, excluding=(before,)))

    @classmethod
    def _steps(cls, node: nodes.Node) -> tuple[nodes.Node, ...]:
        """"Discard 1, then draw 1.", "buff me and ready me", "Then draw 1." are instructions done in
        order (158.1): "then" adds nothing but the order, which sentences already have."""
        if isinstance(node, nodes.Sequence):
            return tuple(step for inner in node.steps for step in cls._steps(inner))
        if isinstance(node, nodes.Both):
            return cls._steps(node.first) + cls._steps(node.second)
        if isinstance(node, nodes.Series):  # "heal it, exhaust it, and recall it": in order
            return tuple(step for inner in node.steps for step in cls._steps(inner))
        if isinstance(node, nodes.SplitGive):
            # "Give friendly units there +1 [M] this turn and enemy units there -1 [M] this turn, to a
            # minimum of 1 [M]": one give per part, in order; the minimum is the whole phrase's. "Give
            # a unit +2 [M] this turn and another unit -2 [M] this turn": the second part chooses a unit
            # other than the first part's (_OtherThanBefore).
            gives = [nodes.Give(span=part.span, target=part.target, each=None, grants=part.grants,
                                duration=part.duration, minimum=node.minimum, scale=None)
                     for part in node.parts.items]
            return tuple(_OtherThanBefore(give) if k and isinstance(getattr(give.target, "quantity", None), nodes.Another)
                         else give for k, give in enumerate(gives))
        if isinstance(node, (nodes.CommaBoth, nodes.SubjectChange)):
            # "Choose a card from it, and recycle that card", "…, and they discard that card": two
            # instructions in order, the second linked to the first (359.3.e.14)
            return cls._steps(node.first) + cls._steps(node.second)
        if isinstance(node, nodes.Then):
            return cls._steps(node.instruction)
        return (node,)

    def instruction(self, node: nodes.Node) -> Any:
        """Lower one instruction, giving it the next reading-order number first (links need it)."""
        if isinstance(node, (nodes.Sequence, nodes.Both, nodes.Then, nodes.Series)):
            raise self.error(node, "a sequence must be flattened by its effect")
        index = self.next_index
        self.next_index += 1
        lowered = self(node)
        self.actions[index] = getattr(lowered, "action", "")
        if not isinstance(node, nodes.May):  # "you may X. If you do" links to X itself (rule 205)
            self.last_action = index
        # "pay [A] to ready it": "it" is never the payment; "Play a Sand Soldier token. … ready it":
        # it is the token played. "exhaust this to [Stun] it": nor the card itself, which calls itself
        # "this" or "me" (053), so "it" is what the trigger was about.
        if (_acts_on_objects(lowered) and not _acts_on_source(lowered)) \
                or isinstance(lowered, (runtime.PlayToken, runtime.LookAtTop)):
            self.earlier_object, self.last_object = self.last_object, index
        chooses = [getattr(lowered, f) for f in getattr(lowered, "__dataclass_fields__", ())
                   if isinstance(getattr(lowered, f), runtime.Choose)]
        if len(chooses) == 1 and not chooses[0].up_to:
            self.chosen_count[index] = chooses[0].count
        joined = [getattr(lowered, f) for f in getattr(lowered, "__dataclass_fields__", ())
                  if isinstance(getattr(lowered, f), runtime.Joined)]
        if not chooses and len(joined) == 1 and not any(part.up_to for part in joined[0].parts):
            self.chosen_count[index] = sum(part.count for part in joined[0].parts)  # "They" = all of them
        return lowered

    def lower_effect(self, node: nodes.Effect) -> runtime.Effect:
        return self.effect(node)

    def lower_sentence(self, node: nodes.Sentence) -> Any:
        return self.instruction(node.instruction)

    # The misprinted second full stop changes nothing (RL002 reports it).
    lower_doubled_stop_sentence = lower_sentence

    def lower_may(self, node: nodes.May) -> runtime.MayDo:
        return runtime.MayDo(then=self.block(node.instruction))

    def lower_paid_instruction(self, node: nodes.PaidInstruction) -> runtime.CostWithin:
        """"spend a buff to buff me", "pay [A] to ready it": a cost inside an instruction
        (355.10.c.1, 740.4.a): paid on resolution, never targeted; the rest happens only if paid."""
        paid = self.paid_any_amount(node.payment)  # lower_pay_any: "Pay any amount of [A] to …"
        cost = self.block(node.payment)
        saved, self.paid_amount = self.paid_amount, paid
        try:
            then = self.block(node.instruction)
        finally:
            self.paid_amount = saved
        return runtime.CostWithin(cost=cost, then=then)

    def lower_conditional(self, node: nodes.Conditional) -> Any:
        """"If you do, …" / "if it was buffed this way, …": linked to the latest action (359.3.e.14.b, 426.1.c)."""
        condition = node.condition
        test = condition.test if isinstance(condition, nodes.IfCondition) else None
        otherwise, self.pending_otherwise = self.pending_otherwise, None
        if isinstance(test, nodes.ThisKills):
            if otherwise is not None:
                raise self.error(node, '"Otherwise" after "if this kills it" cannot run yet')
            return self.this_kills(test, node.instruction)  # lower_triggers: a reflexive trigger
        if isinstance(test, nodes.YouCant):
            if otherwise is not None:
                raise self.error(node, '"Otherwise" after "if you can\'t" cannot run yet')
            # "Channel 1 rune exhausted. If you can't, draw 1.": only if the instruction before was not
            # performed (359.3.e.6).
            if self.last_action is None:
                raise self.error(condition, '"if you can\'t" has no earlier instruction to refer to')
            return runtime.IfPerformed(link=self.last_action, then=runtime.Effect(()),
                                       otherwise=self.block(node.instruction))
        if isinstance(condition, nodes.IfCondition) and not isinstance(test, (nodes.YouDid, nodes.DoneThisWay)):
            # "If I'm [Mighty], draw 1": a condition checked when the instruction executes.
            checked = self.condition(condition)
            saved, self.there = self.there, self.there_of(test)  # lower_selections: "if I am at a battlefield, … there"
            try:
                then, other = self._branches(node.instruction, otherwise)
            finally:
                self.there = saved
            return runtime.IfCondition(condition=checked, then=then, otherwise=other)
        if not isinstance(test, (nodes.YouDid, nodes.DoneThisWay)):
            raise self.error(condition, "only \"if\" conditions can run yet")
        if isinstance(test, nodes.YouDid) and self.last_action is None and self.you_did_means_paid:
            # "As an additional cost to play this, you may …. If you do, …" (356.2.b.1)
            then, other = self._branches(node.instruction, otherwise)
            return runtime.IfCondition(condition=runtime.PaidAdditionalCost(), then=then, otherwise=other)
        if self.last_action is None:
            raise self.error(condition, '"if you do" has no earlier instruction to refer to')
        link = self.last_action
        if isinstance(test, nodes.DoneThisWay):
            self._check_done_this_way(test, link)
        then, other = self._branches(node.instruction, otherwise)
        return runtime.IfPerformed(link=link, then=then, otherwise=other)

    def lower_trailing_condition(self, node: nodes.TrailingCondition) -> runtime.IfCondition:
        """"give me +2 [M] this turn if there is a ready enemy unit here", "draw 1 if you have one or
        fewer cards in your hand": a condition written after its instruction, checked as the
        instruction executes (not the "if" right after a trigger condition, 383.2.a.1)."""
        condition = node.condition
        if not isinstance(condition, nodes.IfCondition) or isinstance(condition.test, (nodes.YouDid, nodes.DoneThisWay)):
            raise self.error(condition, "this trailing condition cannot run yet")
        checked = self.condition(condition)
        return runtime.IfCondition(condition=checked, then=self.block(node.instruction))

    def _conditional_instead(self, first: nodes.Node, second: nodes.Conditional) -> list[Any]:
        """"X a unit. If <condition about it>, Y it instead." (158.2: a later part of a spell that
        replaces an earlier one): the unit is chosen as the spell is played (355.5); on resolution
        the condition is checked first, and either Y or X is done to that unit, never both. Lowered
        as "Choose a unit." and one conditional with two branches, so each branch's "it" is the
        chosen unit."""
        found: list[Any] = []
        if getattr(first, "target", None) is not None:
            choose_at = self.next_index
            self.next_index += 1
            found.append(runtime.ChooseTargets(target=self.target(first.target)))
            self.actions[choose_at], self.last_action = "choose", choose_at
            self.earlier_object, self.last_object = self.last_object, choose_at
            first = replace(first, target=nodes.BackRef(span=first.target.span, word="it"))
        if_at = self.next_index
        self.next_index += 1
        # "If it's already stunned": checked before the replaced instruction, so "already" holds.
        self.checking_before_instead = True
        try:
            checked = self.condition(second.condition)
        finally:
            self.checking_before_instead = False
        then, otherwise = self._branches(second.instruction.instruction, first)
        self.actions[if_at] = "if"
        return found + [runtime.IfCondition(condition=checked, then=then, otherwise=otherwise)]

    def _branches(self, then: nodes.Node, otherwise: nodes.Node | None) -> tuple[runtime.Effect, runtime.Effect | None]:
        """The instructions done if a condition holds, and those of a following "Otherwise, …"
        sentence (done if it doesn't). A branch may not run, so "it" in the other branch and after
        the conditional refers to what came before the condition, never into a branch (a branch that
        did not run leaves no outcome to refer to)."""
        before = (self.last_action, self.last_object, self.earlier_object)
        first = self.block(then)
        self.last_action, self.last_object, self.earlier_object = before  # the branch may not run
        if otherwise is None:
            return first, None
        second = self.block(otherwise)
        self.last_action, self.last_object, self.earlier_object = before
        return first, second

    def _check_done_this_way(self, test: nodes.DoneThisWay, link: int) -> None:
        """"if it was buffed this way" must follow a buff: else the link would be to the wrong action."""
        wanted = DONE_STATES.get(test.state.lower())
        linked = self.actions.get(link)
        if wanted is None or linked != wanted:
            raise self.error(test, f'"{test.subject} was {test.state} this way" does not follow a matching instruction')

    def _object_verb(self, node: Any) -> Any:
        among = self.among_verb(node)  # lower_deck: "banish a unit from among them"
        if among is not None:
            return among
        target = self.target(node.target)
        if isinstance(target, runtime.Self) and self.card.type == "Spell":
            # "Banish this": the spell acting on itself as it resolves on the chain is not modelled
            # (the game actions work on the board), so it must not silently do nothing.
            raise self.error(node.target, "a spell acting on itself cannot run yet")
        return OBJECT_VERBS[type(node)](target=target)

    lower_buff = lower_ready = lower_exhaust = lower_stun = lower_banish = lower_empower = _object_verb
    lower_disempower = _object_verb  # 441.2: one empowered status is removed (vendetta-faq-015)

    def lower_attach(self, node: nodes.Attach) -> runtime.Attach:
        """"When you play this from face down, attach it to a unit you control here." (434): "it" is
        the card the trigger names when nothing came before it. "If it's an Equipment, attach it to
        me": the gear named before, to one unit (434.1.d)."""
        gear = node.gear
        if isinstance(gear, nodes.SelfRef) or (isinstance(gear, nodes.BackRef) and gear.word == "it"
                                               and self.last_object is None and not self.event_subject
                                               and self.card.type == "Gear"):
            if isinstance(gear, nodes.SelfRef):
                self._check_self_word(gear)
            return runtime.Attach(unit=self.target(node.unit), gear=runtime.Self())
        unit = self.target(node.unit)
        if not isinstance(unit, (runtime.Self, runtime.It)):
            raise self.error(node.unit, "attaching to this unit cannot run yet")
        return runtime.Attach(unit=unit, gear=self.target(node.gear))

    def lower_double_might(self, node: nodes.DoubleMight) -> runtime.DoubleMight:
        """"Double a friendly unit's Might this turn" / "Double my Might this turn" (432.1)."""
        duration = {"this turn": runtime.THIS_TURN, "this combat": runtime.THIS_COMBAT}.get(node.duration or "")
        if duration is None:
            raise self.error(node, f'doubling "{node.duration}" cannot run yet')
        might = node.might
        if isinstance(might, nodes.MightOfChoice) and might.word.lower() == "might":
            target = self.target(might.owner)
        elif isinstance(might, nodes.MightOf) and " ".join(might.words.lower().split()) == "my might":
            target = runtime.Self()
        else:
            raise self.error(might, "doubling this cannot run yet")
        return runtime.DoubleMight(target=target, duration=duration)

    def lower_lasting(self, node: nodes.Lasting) -> Any:
        """"It gains [Shield 2] this combat": a statement an instruction makes true for a while, the
        same as giving it (801.3.a.2; "this turn" / "this combat" durations)."""
        statement = node.statement
        passive = self.lasting_passive(node)  # lower_lasting_passives: "Friendly units enter ready this turn"
        if passive is not None:
            return passive
        if not (isinstance(statement, nodes.Has) and statement.minimum is None and statement.scope is None
                and not isinstance(statement.subject, nodes.Choice)):
            raise self.error(statement, "this statement made true for a while cannot run yet")
        return self.lower_give(nodes.Give(span=node.span, target=statement.subject, each=None,
                                          grants=statement.grants, duration=node.duration, minimum=None))

    def lower_choose_modes(self, node: nodes.ChooseModes) -> runtime.ChooseMode:
        """"Choose one — • … • …" (355.3): one mode chosen as the spell is played (or the ability put
        on the chain); each mode's instructions are numbered after the ones before, and "it" or "if
        you do" in a mode never reach into another mode."""
        if " ".join(node.words.lower().split()) != "choose one":
            raise self.error(node, f'"{node.words}" cannot run yet')
        before = (self.last_action, self.last_object)
        modes = []
        for mode in node.modes.modes:
            self.last_action, self.last_object = before
            modes.append(self.block(*(sentence_body(s) for s in mode.effect.sentences)))
        self.last_action, self.last_object = before
        return runtime.ChooseMode(modes=tuple(modes))

    def lower_either(self, node: nodes.Either) -> runtime.OneOf:
        """"draw 1 or channel 1 rune exhausted": one of two instructions, picked as it executes. Each
        option is numbered after the one before and refers back only to what came before both."""
        if node.word.lower() != "or":
            raise self.error(node, f'"{node.word}" between two instructions cannot run yet')
        before = (self.last_action, self.last_object)
        options = []
        for option in (node.first, node.second):
            self.last_action, self.last_object = before
            effect = self.block(option)
            if any(True for _, instr in effect.walk() for _ in runtime.effects.choice_slots(instr)):
                raise self.error(option, "a choice between instructions that choose targets cannot run yet")
            options.append(effect)
        self.last_action, self.last_object = before
        return runtime.OneOf(options=tuple(options))

    def lower_counter(self, node: nodes.Counter) -> runtime.CounterSpell:
        """"Counter a spell." (425): the target is a spell on the chain (355.9.a.2)."""
        target = self.target(node.target)
        if isinstance(target, runtime.It):  # "Otherwise, counter it": the spell chosen before
            return runtime.CounterSpell(target=target)
        if not (isinstance(target, runtime.Choose) and target.selector.types == ("spell",)
                and target.selector.zone == "board" and target.selector.location is None):
            raise self.error(node.target, "only \"counter a spell\" can run yet")
        return runtime.CounterSpell(target=replace(target, selector=replace(target.selector, zone="chain")))

    def lower_choose(self, node: nodes.Choose) -> runtime.ChooseTargets:
        """"Choose a friendly unit." (355.5): a target chosen with the others, that later
        instructions refer to as "it"."""
        among = self.among_verb(node)  # lower_deck: "choose a card from among them"
        if among is not None:
            return among
        from_hand = self.pick_from_hand(node.target)  # lower_hands: "Choose a card from it" (a revealed hand)
        if from_hand is not None:
            return from_hand
        battlefield = self.choose_battlefield(node.target)  # lower_selections: "Choose a battlefield …"
        if battlefield is not None:
            self.chosen_battlefield = self.next_index - 1  # this instruction's reading-order number
            return runtime.ChooseTargets(target=battlefield)
        target = self.target(node.target)
        if isinstance(target, runtime.Joined):  # "Choose a friendly unit and an enemy unit." (355.7)
            return runtime.ChooseTargets(target=target)
        if not isinstance(target, runtime.Choose):
            raise self.error(node.target, "only a choice of objects can be chosen")
        if self.in_replacement and target.selector.other:
            # "As this is attached to a unit, choose another friendly unit": another than that unit.
            target = replace(target, not_event_object=True)
        if target.selector.types == ("spell",) and target.selector.zone == "board" and target.selector.location is None:
            # "Choose a spell": a spell is on the chain (355.9.a.2).
            target = replace(target, selector=replace(target.selector, zone="chain"))
        return runtime.ChooseTargets(target=target)

    def lower_add(self, node: nodes.Add) -> runtime.AddResources:
        """"[Add] [1][R]" (429): Energy and Power into your rune pool."""
        energy, power = self._mana(node.resources)
        return runtime.AddResources(energy=energy, power=power)

    def lower_play_token(self, node: nodes.PlayToken) -> runtime.PlayToken:
        """"Play a ready 3 [M] Sprite unit token with [Temporary] here", "Play a Gold gear token
        exhausted" (179-187): the token's card defines it; what the text specifies is added (187);
        "for each …" multiplies how many."""
        token = node.token
        kind = "Unit" if token.noun.startswith("unit") else "Gear" if token.noun.startswith("gear") else None
        if kind is None:
            raise self.error(token, f'"{token.noun}" tokens cannot be played yet')
        count = lower_targets.count_value(token.quantity.count) if isinstance(token.quantity, nodes.Exactly) else 1
        keywords = (runtime.Keyword(token.keyword.keyword.name, token.keyword.keyword.value),) if token.keyword else ()
        states = (token.state, token.after_state)
        return runtime.PlayToken(name=token.name, might=token.might.amount if token.might else None,
                                 count=self.scaled(count, node.scale),
                                 ready="ready" in states, keywords=keywords, to=self._token_place(node.destination),
                                 kind=kind, exhausted="exhausted" in states)

    def _token_place(self, node: nodes.Node | None) -> str:
        if isinstance(node, nodes.PlayDestination):
            node = node.place
        if isinstance(node, nodes.At) and node.preposition.lower() in ("in", "into", "at"):
            node = node.place  # "in your base", "into your base", "at your base"
        if isinstance(node, nodes.IntoZone):
            node = node.zone  # "Play three 1 [M] Recruit unit tokens into your base"
        if node is None:
            return "base"
        if isinstance(node, nodes.Here):
            return "here"
        if isinstance(node, nodes.Zone) and node.zone == "base" and node.owner in (None, "your"):
            return "base"
        raise self.error(node, "tokens can be played to base or here only yet")

    def lower_return_to(self, node: nodes.ReturnTo) -> runtime.ReturnToHand:
        """"Return a unit at a battlefield to its owner's hand", "return a unit from your trash to your
        hand": to its owner's hand (a new object there, 124.1)."""
        origin = node.origin
        if origin is None and isinstance(getattr(node.target, "location", None), nodes.FromZone):
            origin = node.target.location.zone  # "a unit from your trash": the zone is part of the choice
        owner_hand = (node.zone.zone, node.zone.owner) in (("hand", "its owner's"), ("hand", "my owner's"),
                                                           ("hands", "their owners'"))
        your_trash = node.zone.zone == "hand" and node.zone.owner == "your" and origin is not None
        if not (owner_hand or your_trash):  # a card always returns to its owner's hand (124.1)
            raise self.error(node.zone, "returning to somewhere other than its owner's hand cannot run yet")
        if origin is None:
            target = self.target(node.target)
            if isinstance(target, runtime.Choose) and "spell" in target.selector.types:
                raise self.error(node.target, "a spell on the chain cannot be chosen yet")
            return runtime.ReturnToHand(target=target)
        any_trash = origin.zone == "trashes" and origin.owner is None  # "from trashes": anyone's
        if not (origin.zone == "trash" and origin.owner == "your" or any_trash) \
                or not isinstance(node.target, nodes.Choice):
            raise self.error(origin, "returning from there cannot run yet")
        choice = node.target
        if choice.location is None:  # "Return up to two cards with [Hidden] from your trash": the
            choice = replace(choice, location=nodes.FromZone(span=origin.span, zone=origin))  # zone is the choice's
        ref = lower_targets.object_ref(choice)
        if not isinstance(ref, runtime.Choose):
            raise self.error(node.target, "returning all cards from a trash cannot run yet")
        # "from your trash": a card in its owner's trash is a legal choice there (355.9.a); "from
        # trashes": a card in any player's trash, back to its owner's hand (124.1).
        where = replace(ref.selector, zone="trash", controller=None if any_trash else "friendly")
        return runtime.ReturnToHand(target=replace(ref, selector=where))

    def lower_spend_xp(self, node: nodes.SpendXp) -> runtime.SpendXp:
        """"spend 3 XP to …" inside an instruction (730.2; a cost within an instruction, 740.4.a)."""
        return runtime.SpendXp(amount=node.amount)

    def lower_gain_xp(self, node: nodes.GainXp) -> runtime.GainXp:
        """"Gain 2 XP" (730.1)."""
        return runtime.GainXp(amount=node.amount)

    def lower_score(self, node: nodes.Score) -> runtime.ScorePoints:
        """"you score 1 point" (471.1.a.1: points from other sources than conquer)."""
        return runtime.ScorePoints(amount=node.amount)

    def lower_gain_points(self, node: nodes.GainPoints) -> runtime.ScorePoints:
        """"gain 1 point": points an effect gives (194.1.c), the same action as "you score 1 point"."""
        return runtime.ScorePoints(amount=node.amount)

    def lower_predict(self, node: nodes.Predict) -> runtime.Predict:
        """"[Predict]" / "[Predict 2]" (436; X presumed 1, 436.3.a)."""
        return runtime.Predict(amount=node.amount or 1)

    def _cost_selector(self, node: nodes.Node) -> runtime.Selector:
        """What a "Kill this" / "Kill a friendly unit" cost may pick (a cost, not a target, 355.10.c)."""
        if isinstance(node, nodes.SelfRef):
            self._check_self_word(node)
            return runtime.Selector(self_only=True)
        if isinstance(node, nodes.Choice) and isinstance(node.quantity, (nodes.One, nodes.Another)):
            return lower_targets.selector(node)
        raise self.error(node, "this cost cannot be paid yet")

    def lower_pay(self, node: nodes.Pay) -> runtime.PayCost:
        """"pay [1][R]" inside an instruction (355.10.c.1): Energy and Power from the rune pool."""
        energy, power = self._mana(node.cost)
        return runtime.PayCost(energy=energy, power=power)

    def lower_spend_buff(self, node: nodes.SpendBuff) -> runtime.SpendBuff:
        """"spend a buff" (from a friendly unit, picked on payment, 702.2.b) / "spend my buff"."""
        return runtime.SpendBuff(target=self._spend_buff_ref(node))

    @staticmethod
    def _spend_buff_ref(node: nodes.SpendBuff) -> runtime.ObjectRef:
        if node.whose.lower() == "my":
            return runtime.Self()
        # Costs are not targets (355.10.c): the unit is picked when the buff is spent.
        return runtime.Pick(selector=runtime.Selector(types=("unit",), controller="friendly",
                                                      properties=(runtime.Buffed(),)))

    @staticmethod
    def _mana(node: nodes.ManaCost) -> tuple[int, tuple[str, ...]]:
        energy = sum(int(symbol) for symbol in node.symbols if symbol.isdigit())
        return energy, tuple(symbol for symbol in node.symbols if not symbol.isdigit())

    def lower_kill(self, node: nodes.Kill) -> runtime.Kill:
        self._require_none(node, "when")
        return runtime.Kill(target=self.target(node.target))

    def lower_draw(self, node: nodes.Draw) -> runtime.Draw:
        """"Draw 2", "Draw 1 for each of your [Mighty] units" (413)."""
        return runtime.Draw(amount=self.scaled(node.amount, node.scale))

    def lower_discard(self, node: nodes.Discard) -> runtime.Discard:
        return runtime.Discard(amount=node.amount)

    def lower_channel(self, node: nodes.Channel) -> runtime.Channel:
        if node.state not in (None, "exhausted"):
            raise self.error(node, f'channelling runes "{node.state}" cannot run yet')
        return runtime.Channel(amount=node.amount, exhausted=node.state == "exhausted")

    def lower_deal(self, node: nodes.Deal) -> runtime.DealDamage:
        if isinstance(node.amount, nodes.ThatMuch) and node.scale is None:
            # "Pay any amount of [A] to deal that much damage to …" (204.3.b): the amount paid
            return runtime.DealDamage(amount=self.that_much(node.amount), target=self.target(node.target))
        if not isinstance(node.amount, int):
            raise self.error(node, "damage of a computed amount cannot run yet")
        target = node.target
        if isinstance(target, nodes.Partitive) and target.word == "each":  # "to each of up to two units": each gets it all (417)
            target = target.group
        if isinstance(target, nodes.SplitAmong):
            raise self.error(target, "damage split among several targets cannot run yet")
        return runtime.DealDamage(amount=self.scaled(node.amount, node.scale), target=self.target(target))

    def lower_deal_equal(self, node: nodes.DealEqual) -> runtime.DealDamage:
        """"deal damage equal to my Might to an enemy unit here" (417): the Might when it is dealt."""
        return runtime.DealDamage(amount=self.equal_to(node.amount), target=self.target(node.target))

    def lower_source_deals(self, node: nodes.SourceDeals) -> runtime.UnitDeals:
        """"It deals damage equal to its Might to an enemy unit at a battlefield." (417, 417.6: the
        unit is the damage's source)."""
        if node.source.lower() != "it":
            raise self.error(node, f'"{node.source} deals" cannot run yet')
        dealer = self.antecedent(node)
        if isinstance(dealer, runtime.It):  # numbered just before lowering (see ``instruction``)
            self.dealers[self.next_index - 1] = dealer.link
        return runtime.UnitDeals(dealer=dealer, amount=self.equal_to(node.amount), target=self.target(node.target))

    def lower_deal_to_equal(self, node: nodes.DealToEqual) -> runtime.DealMarkedDamage:
        """"deal damage to a unit equal to the damage marked on it" (417, 142.4)."""
        amount = node.amount.amount
        if not (isinstance(amount, nodes.DamageMarked) and isinstance(amount.on, nodes.BackRef)
                and amount.on.word == "it"):
            raise self.error(node.amount, "this amount of damage cannot run yet")
        return runtime.DealMarkedDamage(target=self.target(node.target))

    def lower_mutual_damage(self, node: nodes.MutualDamage) -> runtime.MutualDamage:
        """"We deal damage equal to our Mights to each other" (me and the object named before), "They
        deal …" (the two objects just chosen, or the objects of the two instructions before)."""
        words = (node.sources.lower(), " ".join(node.amount.amount.words.lower().split())
                 if isinstance(node.amount.amount, nodes.MightOf) else "")
        if self.last_object is None:
            raise self.error(node, f'"{node.sources}" has nothing earlier in the effect to refer to')
        last = runtime.It(link=self.last_object)
        if words == ("we", "our mights"):
            return runtime.MutualDamage(first=runtime.Self(), second=last)
        if words != ("they", "their mights"):
            raise self.error(node, "this exchange of damage cannot run yet")
        chose = self.chosen_count.get(self.last_object)
        if chose == 2:  # "Choose two units. They …"
            return runtime.MutualDamage(first=last)
        if chose == 1 and self.earlier_object is not None and self.chosen_count.get(self.earlier_object) == 1:  # "Give a friendly unit … choose an enemy unit. They …"
            return runtime.MutualDamage(first=runtime.It(link=self.earlier_object), second=last)
        raise self.error(node, '"They" must name two units chosen before')

    def lower_kill_cost(self, node: nodes.KillCost) -> runtime.Kill:
        """"you may kill me to …", "kill a unit you control here to draw 1": a cost within an
        instruction, picked when paid, never targeted (355.10.c)."""
        return runtime.Kill(target=self._cost_ref(node.target))

    def _cost_ref(self, node: nodes.Node) -> runtime.ObjectRef:
        selector = self._cost_selector(node)
        return runtime.Self() if selector.self_only else runtime.Pick(selector=selector)

    def lower_bare_keyword_ability(self, node: nodes.BareKeywordAbility) -> runtime.Keyword:
        """"Ganking (I can move …)", "Equip [O] (…)": a keyword printed without brackets is the same
        keyword (its reminder explains it, 135.2.c.2)."""
        if node.cost is not None and not isinstance(node.cost.costs, nodes.Costs):
            raise self.error(node.cost, "a choice between keyword costs cannot be paid yet")
        cost = self.costs(node.cost.costs) if node.cost is not None else ()
        name, _, value = node.name.partition(" ")
        if value and not value.isdigit():
            raise self.error(node, f'the keyword "{node.name}" cannot run yet')
        return runtime.Keyword(name=name, value=int(value) if value else None, cost=cost)

    def lower_might_increased(self, node: nodes.MightIncreased) -> runtime.ModifyMight:
        """"My Might is increased by your points." (a layer-3 change, 477.3), computed each time the
        layers are."""
        if " ".join(node.might.lower().split()) != "my might":
            raise self.error(node, f'"{node.might}" cannot be increased yet')
        by = node.by
        if isinstance(by, nodes.PointsOf) and by.owner.lower() == "your":
            return runtime.ModifyMight(amount=runtime.Points(player=runtime.You()))
        if isinstance(by, nodes.NumberOf) and cards_in_your_trash(by.counted):
            # "the number of cards in your trash": counted each time the layers are (477.3)
            return runtime.ModifyMight(amount=runtime.CountOf(selector=runtime.Selector(zone="trash",
                                                                                      controller="friendly")))
        raise self.error(by, f"increasing Might by {type(by).__name__} cannot run yet")

    def lower_keyword_list_ability(self, node: nodes.KeywordListAbility) -> tuple[runtime.Keyword, ...]:
        """"[Assault 2], [Shield 2]": each keyword is an ability of its own (135.2.c)."""
        return tuple(runtime.Keyword(k.name, k.value) for k in node.keywords.keywords)

    def lower_give(self, node: nodes.Give) -> Any:
        """"Give a unit +2 [M] this turn", "Give two friendly units each +2 [M] this turn" ("each" says
        what the grant instructions already do: every object of the target gets the whole grant)."""
        several = len(node.grants.items) > 1
        if several and not all(isinstance(g, nodes.Keyword) for g in node.grants.items):
            return self._give_might_and_keywords(node)
        duration = {"this turn": runtime.THIS_TURN, "this combat": runtime.THIS_COMBAT}.get(node.duration or "")
        grant = node.grants.items[0]
        if node.duration is None and isinstance(grant, nodes.Keyword):
            # 801.3.a.3: a keyword given without a duration lasts while the object stays where it is.
            duration = runtime.PERMANENT
        if duration is None:
            raise self.error(node, f'grants lasting "{node.duration or "with no duration"}" cannot run yet')
        target = self.target(node.target)
        if isinstance(grant, nodes.MightMod):
            floor = self._minimum(node.minimum)
            return runtime.GiveMight(amount=self.scaled(grant.amount, node.scale), target=target, minimum=floor,
                                     duration=duration)
        self._require_none(node, "minimum", "scale")
        if several:  # "Give a unit [Shield 3] and [Tank] this turn"
            return runtime.GiveKeywords(keywords=tuple(runtime.Keyword(g.name, g.value) for g in node.grants.items),
                                        target=target, duration=duration)
        if isinstance(grant, nodes.Keyword):
            return runtime.GiveKeyword(keyword=runtime.Keyword(grant.name, grant.value), target=target,
                                       duration=duration)
        raise self.error(grant, f"{type(grant).__name__} cannot be given yet")

    def lower_give_more(self, node: nodes.GiveMore) -> runtime.GiveMight:
        """"…, then an additional +1 [M] this turn": more Might for the object the give before chose
        (its "it"), on top of what it got (359: a later instruction about the same object)."""
        duration = {"this turn": runtime.THIS_TURN, "this combat": runtime.THIS_COMBAT}.get(node.duration)
        if not isinstance(node.grant, nodes.AdditionalMight) or duration is None:
            raise self.error(node, "this additional grant cannot run yet")
        return runtime.GiveMight(amount=node.grant.might.amount, target=self.antecedent(node), duration=duration)

    def _give_might_and_keywords(self, node: nodes.Give) -> runtime.GiveMightAndKeywords:
        """"Give me +2 [M] and [Ganking] this turn": one Might change first, then keywords (477.3,
        801.3.a), all for the same duration."""
        might, *keywords = node.grants.items
        duration = {"this turn": runtime.THIS_TURN, "this combat": runtime.THIS_COMBAT}.get(node.duration or "")
        if not isinstance(might, nodes.MightMod) or not keywords or not all(isinstance(k, nodes.Keyword) for k in keywords) \
                or not isinstance(might.amount, int) or duration is None:
            raise self.error(node.grants, "giving Might and keywords at once cannot run yet")
        self._require_none(node, "minimum", "scale")
        return runtime.GiveMightAndKeywords(amount=might.amount, keywords=tuple(runtime.Keyword(k.name, k.value)
                                                                              for k in keywords),
                                            target=self.target(node.target), duration=duration)

    def _minimum(self, node: nodes.Minimum | None) -> int | None:
        if node is None:
            return None
        if not isinstance(node.floor, nodes.MightAmount):
            raise self.error(node, "this minimum cannot run yet")
        return node.floor.amount

    # --- targets
    def _check_self_word(self, node: nodes.SelfRef) -> None:
        expected = SELF_WORDS.get(self.card.type or "")
        if expected and node.word.lower() not in expected and not self.in_effect_text:
            raise self.error(node, f'a {self.card.type} calls itself "{expected[0]}", not "{node.word}" (rule 053)')

    def antecedent(self, node: nodes.Node) -> runtime.ObjectRef:
        """What "it" / "its" refers to: the objects of the latest instruction, or, before any
        instruction of a triggered ability about another object, that object (383.2.c)."""
        if self.last_object is None and self.event_subject:
            return runtime.EventObjects()
        if self.last_object is None:
            raise self.error(node, '"it" has nothing earlier in the effect to refer to')
        return runtime.It(link=self.last_object)

    def target(self, node: nodes.Node) -> runtime.ObjectRef:
        """The object(s) an instruction acts on."""
        if isinstance(node, nodes.SelfRef):
            self._check_self_word(node)
            if self.in_effect_text and node.word.lower() == "this":
                return runtime.AttachedCard(name=self.card.name)  # 136.2.d: the attached card
            return runtime.Self()
        if isinstance(node, nodes.NamedSelf):  # a card naming itself (136.2.d)
            if node.name != self.card.name:
                raise self.error(node, f'"{node.name}" is not this card\'s name')
            return runtime.AttachedCard(name=node.name) if self.in_effect_text else runtime.Self()
        if isinstance(node, nodes.BackRef) and node.word == "it":
            return self.antecedent(node)
        if isinstance(node, nodes.ThatRef):
            return self.that_ref(node)
        if isinstance(node, nodes.TheEquipped) and self.as_attached:
            # "As this is attached to a unit, …, the equipped unit …": the unit of the attach event
            # being replaced (370.1.b.1), the one this Equipment is attached to (818.2).
            return runtime.EventObjects()
        if isinstance(node, nodes.Choice) and self.turn_order is not None:
            return self.turn_order_picks(node)  # lower_players: "Starting with the next player, …"
        if isinstance(node, nodes.Choice):
            node = self.resolve_there(node)  # lower_selections: "there" after "if I am at a battlefield"
            ref = self.units_there(node) or self.all_at_a_battlefield(node) or self.relative_to_antecedent(node) \
                or lower_targets.object_ref(node)
            if self.acting_player and isinstance(ref, runtime.Choose) and ref.selector.other:
                # "they may move another unit they control here": another than the one they just played.
                ref = replace(ref, not_event_object=True)
            return ref
        if isinstance(node, nodes.EitherTarget):  # "a unit at a battlefield or a gear"
            return self.either_target(node)
        if isinstance(node, nodes.Something):  # "something else that's exhausted"
            return self.something(node)
        if isinstance(node, nodes.JoinedTargets):  # "a friendly unit and an enemy unit" (355.7)
            return self.joined_targets(node)
        if isinstance(node, nodes.Partitive) and self.each_player_picks:
            return lower_targets.each_players_own(node)
        if isinstance(node, nodes.Partitive):  # "one of your other units here", "two of them"
            return self.partitive(node)
        if isinstance(node, nodes.Possessed):  # "your legend"
            return self.possessed(node)
        raise self.error(node, f"the target {type(node).__name__} cannot be selected yet")


@dataclass(frozen=True)
class _OtherThanBefore:
    """A step of a split give whose target says "another": it must differ from the one chosen by
    the step before (not an AST node: only ``Lowerer.block`` sees it)."""

    give: nodes.Give


def sentence_body(sentence: nodes.Node) -> nodes.Node:
    """What a sentence of an effect does: a Sentence's instruction; other sentence-level nodes ("When
    it dies this turn, …" delayed triggers, "Choose one —") stand for themselves and must be lowered
    whole, never reduced to the instruction they contain."""
    return sentence.instruction if isinstance(sentence, nodes.Sentence) else sentence


def _instead_of(first: nodes.Node, second: nodes.Node) -> bool:
    """"Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead.", "[Add] [1]. If
    this is [Empowered], [Add] [2] instead.": an instruction (on one chosen object, or on none),
    then a condition that replaces it with another instruction."""
    target = getattr(first, "target", None)
    return (target is None or isinstance(target, nodes.Choice)) and not isinstance(first, nodes.Conditional) \
        and isinstance(second, nodes.Conditional) \
        and isinstance(second.condition, nodes.IfCondition) and isinstance(second.instruction, nodes.Instead) \
        and not isinstance(second.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant))


def _acts_on_objects(instruction: Any) -> bool:
    """Whether an instruction has an object reference of its own (not only nested effects)."""
    return any(isinstance(getattr(instruction, f), runtime.ObjectRef)
               for f in getattr(instruction, "__dataclass_fields__", ()))


def _one_spell_ability(found: list[Any]) -> tuple[Any, ...]:
    """A spell's lines of instructions ("Deal 3 to a unit." twice on Falling Star) are one set of
    instructions, executed top to bottom (135.2.b.1): one SpellAbility where the first line was."""
    spells = [ability for ability in found if isinstance(ability, runtime.SpellAbility)]
    if len(spells) < 2:
        return tuple(found)
    merged = runtime.SpellAbility(effect=runtime.joined(tuple(spell.effect for spell in spells)))
    first = found.index(spells[0])
    rest = [ability for ability in found if not isinstance(ability, runtime.SpellAbility)]
    return tuple(rest[:first] + [merged] + rest[first:])


def _acts_on_source(instruction: Any) -> bool:
    """Whether every object reference of an instruction is the ability's own card ("exhaust me")."""
    refs = [getattr(instruction, f) for f in getattr(instruction, "__dataclass_fields__", ())
            if isinstance(getattr(instruction, f), runtime.ObjectRef)]
    return bool(refs) and all(isinstance(ref, runtime.Self) for ref in refs)


def lower_card(card: CardSource, text: nodes.Start | None, effect_text: nodes.Start | None) -> runtime.CardDef:
    """The runtime definition of a card whose texts parsed and checked cleanly.

    Equipment effect text (rule 136) becomes ``effect_abilities``, which the runtime appends to the
    abilities of the unit the card is attached to (136.2.c); "I"/"me" there is that unit.
    """
    abilities = Lowerer(card).abilities(text) if text else ()
    effect = Lowerer(card, in_effect_text=True).abilities(effect_text) if effect_text else ()
    return runtime.CardDef(
        id=card.id, name=card.name, type=card.type or "", supertype=card.supertype,
        tags=card.tags, domains=card.domains, energy=card.energy, power=card.power or (),
        might=card.might, abilities=abilities, might_bonus=card.might_bonus or None,
        effect_abilities=effect,
    )
