"""Printer stage: AST → canonical card text (one ``print_<rule>`` function per node type)."""

from __future__ import annotations

from typing import Callable, Iterable

from riftc import nodes
from riftc.build_ast import _snake

# Where a new sentence starts, so the next letter is capitalised (card text capitalises these).
_SENTENCE_OPENERS = (". ", "(", ": ", "— ", "• ", '"', "\n", "[>] ")


def capitalize_sentences(text: str) -> str:
    """Upper-case the first letter of the text and of every sentence inside it.

    A sentence starts the text and follows any of ``_SENTENCE_OPENERS``; symbols such as ``[1]`` or
    ``+2`` before the first word close that chance, as in ``+2 [M] while I'm an attacker``.
    """
    chars = list(text)
    capitalize_next = True
    for index, char in enumerate(chars):
        if capitalize_next and char.isalpha():
            chars[index] = char.upper()
        if capitalize_next and not char.isspace() and char != "[":
            capitalize_next = False
        if text.endswith(_SENTENCE_OPENERS, 0, index + 1):
            capitalize_next = True
    return "".join(chars)


def _ends_with_quoted_ability(statement: nodes.Node) -> bool:
    """``It has "…."``: the grammar lets only this form end a statement without its own full stop."""
    return (isinstance(statement, nodes.Has) and statement.grants.items != ()
            and isinstance(statement.grants.items[-1], nodes.QuotedAbility))


class Printer:
    """Renders nodes to text. Add a construct by adding ``print_<rule_name>``."""

    def __init__(self) -> None:
        self._dispatch: dict[type, Callable[[nodes.Node], str]] = {}

    def __call__(self, node: nodes.Node | None) -> str:
        if node is None:
            return ""
        method = self._dispatch.get(type(node))
        if method is None:
            method = getattr(self, f"print_{_snake(type(node).__name__)}")
            self._dispatch[type(node)] = method
        return method(node)

    def _with_reminder(self, head: str, reminder: nodes.Reminder | None) -> str:
        return f"{head} {self(reminder)}" if reminder else head

    def _join(self, parts: Iterable[nodes.Node | str | int | None]) -> str:
        """Print the parts that are present, separated by single spaces."""
        words = (part if isinstance(part, str) else str(part) if isinstance(part, int) else self(part)
                 for part in parts if part is not None)
        return " ".join(word for word in words if word)

    # --- card text and lines
    def print_start(self, node: nodes.Start) -> str:
        return "\n".join(capitalize_sentences(self(line)) for line in node.lines)

    def print_reminder_line(self, node: nodes.ReminderLine) -> str:
        return self(node.reminder)

    def print_reminder(self, node: nodes.Reminder) -> str:
        return f"({self._join(node.abilities)})"

    # --- abilities
    def print_keyword_ability(self, node: nodes.KeywordAbility) -> str:
        return self._with_reminder(self._join([node.keyword, node.cost]), node.reminder)

    def print_keyword_cost(self, node: nodes.KeywordCost) -> str:
        return self._join([node.link, node.costs])

    def print_dependent_ability(self, node: nodes.DependentAbility) -> str:
        head = f"{self(node.keyword)} — " if node.link == "—" else f"{self(node.keyword)}{node.link}"
        if node.nested:
            return f"{head}{node.nested}{self(node.ability)}"
        return f"{head.rstrip()} {self(node.ability)}"

    def print_triggered_ability(self, node: nodes.TriggeredAbility) -> str:
        return self._with_reminder(f"{self(node.trigger)}, {self(node.effect)}", node.reminder)

    def print_activated_ability(self, node: nodes.ActivatedAbility) -> str:
        body = self._join([node.timing, node.effect, node.restriction])
        return self._with_reminder(f"{self(node.costs)}: {body}", node.reminder)

    def print_timing_keyword(self, node: nodes.TimingKeyword) -> str:
        return f"{self(node.keyword)} {node.link}" if node.link == "—" else f"{self(node.keyword)}{node.link}"

    def print_use_restriction(self, node: nodes.UseRestriction) -> str:
        return f"use only {self(node.condition)}."

    def print_static_ability(self, node: nodes.StaticAbility) -> str:
        text = self(node.statement)
        if not _ends_with_quoted_ability(node.statement):  # the quoted ability's full stop ends it
            text += "."
        return self._with_reminder(text, node.reminder)

    def print_spell_ability(self, node: nodes.SpellAbility) -> str:
        return self._with_reminder(self(node.effect), node.reminder)

    # --- triggers
    def print_trigger(self, node: nodes.Trigger) -> str:
        return f"when {self(node.event)}"

    def print_play_event(self, node: nodes.PlayEvent) -> str:
        return f"you play {self(node.card)}"

    def print_phase_trigger(self, node: nodes.PhaseTrigger) -> str:
        return f"at {self(node.point)}"

    def print_as_you_play(self, node: nodes.AsYouPlay) -> str:
        return f"as you play {self(node.card)}"

    def print_nth_time_trigger(self, node: nodes.NthTimeTrigger) -> str:
        return f"the {node.ordinal} time {self(node.event)} {node.period}"

    def print_phase_point(self, node: nodes.PhasePoint) -> str:
        return f"the {node.boundary} of {node.owner} {node.phase}"

    def print_action_event(self, node: nodes.ActionEvent) -> str:
        return f"you {node.verb} {self(node.target)}"

    def print_player_event(self, node: nodes.PlayerEvent) -> str:
        return self._join(["you", node.verb, node.location])

    def print_become_event(self, node: nodes.BecomeEvent) -> str:
        return f"{self(node.subject)} become {self(node.status)}"

    def print_unit_event(self, node: nodes.UnitEvent) -> str:
        destination = f"to {self(node.destination)}" if node.destination else None
        return self._join([node.subject, node.verbs, destination])

    def print_event_verbs(self, node: nodes.EventVerbs) -> str:
        return " or ".join(node.verbs)

    # --- statements
    def print_has(self, node: nodes.Has) -> str:
        return self._join([node.subject, node.verb, node.grants, node.scope, node.condition])

    def print_buff_grant(self, node: nodes.BuffGrant) -> str:
        return f"{node.article} {self(node.might)} buff"

    def print_grants(self, node: nodes.Grants) -> str:
        return " and ".join(self(item) for item in node.items)

    def print_quoted_ability(self, node: nodes.QuotedAbility) -> str:
        return f'"{self(node.ability)}"'

    def print_enters(self, node: nodes.Enters) -> str:
        return self._join([node.subject, node.verb, node.state, node.condition])

    def print_cost_change(self, node: nodes.CostChange) -> str:
        return self._join([node.subject, node.verb, node.amount, node.direction, node.scale, node.condition])

    def print_for_each(self, node: nodes.ForEach) -> str:
        return f"for {self(node.counted)}"

    def print_damage_order(self, node: nodes.DamageOrder) -> str:
        return f"{self(node.subject)} must be assigned combat damage {node.order}"

    def print_can_move_between_battlefields(self, node: nodes.CanMoveBetweenBattlefields) -> str:
        return f"{self(node.subject)} can move from battlefield to battlefield"

    def print_any_number_of_buffs(self, node: nodes.AnyNumberOfBuffs) -> str:
        return f"{self(node.subject)} can have {node.words} buffs"

    def print_deflect_tax(self, node: nodes.DeflectTax) -> str:
        return f"opponents must pay {self(node.cost)} to choose {self(node.target)} with a spell or ability"

    def print_conditional_bonus(self, node: nodes.ConditionalBonus) -> str:
        return f"{self(node.bonus)} {self(node.condition)}"

    def print_action_timing(self, node: nodes.ActionTiming) -> str:
        return node.words

    def print_reaction_timing(self, node: nodes.ReactionTiming) -> str:
        if node.destination is None:
            return node.words
        return f"{node.words}, including to {self(node.destination)}"

    def print_hide_timing(self, node: nodes.HideTiming) -> str:
        return f"hide now for {self(node.hide_cost)} to react with later for {self(node.play_cost)}"

    def print_deck_limit(self, node: nodes.DeckLimit) -> str:
        return f"your deck can have only {node.count} card with this name"

    def print_no_combat_damage(self, node: nodes.NoCombatDamage) -> str:
        return self._join([node.subject, node.verb, "deal combat damage", node.duration])

    def print_untargetable(self, node: nodes.Untargetable) -> str:
        return f"{self(node.subject)} can't be chosen by {node.controller} spells and abilities"

    def print_unreactable_adds(self, node: nodes.UnreactableAdds) -> str:
        return "abilities that add resources can't be reacted to"

    def print_each_one(self, node: nodes.EachOne) -> str:
        return self._join([node.each, node.one, node.filter])

    def print_that_lacks_buff(self, node: nodes.ThatLacksBuff) -> str:
        return f"{node.that} {node.verb} have {node.article} buff"

    # --- conditions
    def print_done_this_way(self, node: nodes.DoneThisWay) -> str:
        return f"{node.subject} was {node.state} this way"

    def print_is_a(self, node: nodes.IsA) -> str:
        return f"{node.subject} {node.article} {self(node.noun)}"

    def print_is_at(self, node: nodes.IsAt) -> str:
        return f"{node.subject} {self(node.location)}"

    def print_lacks_buff(self, node: nodes.LacksBuff) -> str:
        return f"{self(node.subject)} {node.verb} have {node.article} buff"

    def print_played_this_turn(self, node: nodes.PlayedThisTurn) -> str:
        return f"you've played {self(node.card)} {node.duration}"

    def print_controls(self, node: nodes.Controls) -> str:
        return f"you control {self(node.objects)}"

    def print_not_status(self, node: nodes.NotStatus) -> str:
        return f"not {node.status}"

    def print_you_did(self, node: nodes.YouDid) -> str:
        return "you do"

    def print_paid_additional_cost(self, node: nodes.PaidAdditionalCost) -> str:
        return f"you paid {node.which}"

    def print_has_xp(self, node: nodes.HasXp) -> str:
        return f"you have {node.threshold}+ {node.unit}"

    def print_while_condition(self, node: nodes.WhileCondition) -> str:
        return f"while {self(node.test)}"

    def print_if_condition(self, node: nodes.IfCondition) -> str:
        return f"if {self(node.test)}"

    def print_is_role(self, node: nodes.IsRole) -> str:
        return self._join([node.subject, node.article, node.role])

    def print_is_status(self, node: nodes.IsStatus) -> str:
        return f"{node.subject} {self(node.status)}"

    # --- effects and instructions
    def print_effect(self, node: nodes.Effect) -> str:
        return " ".join(self(sentence) for sentence in node.sentences)

    def print_choose_modes(self, node: nodes.ChooseModes) -> str:
        return f"{node.words} {node.link}{self(node.modes)}"

    def print_modes(self, node: nodes.Modes) -> str:
        return "".join(f"\n• {self(mode)}" for mode in node.modes)

    def print_mode(self, node: nodes.Mode) -> str:
        return self._with_reminder(self(node.effect), node.reminder)

    def print_keyword_mode(self, node: nodes.KeywordMode) -> str:
        return self(node.ability)

    def print_paid_mode(self, node: nodes.PaidMode) -> str:
        return self._with_reminder(f"{self(node.cost)} {node.link} {self(node.effect)}", node.reminder)

    def print_delayed_trigger(self, node: nodes.DelayedTrigger) -> str:
        return f"{self._join([node.trigger, node.duration])}, {self(node.instruction)}."

    def print_sentence(self, node: nodes.Sentence) -> str:
        return f"{self(node.instruction)}."

    def print_sequence(self, node: nodes.Sequence) -> str:
        return ", then ".join(self(step) for step in node.steps)

    def print_both(self, node: nodes.Both) -> str:
        return f"{self(node.first)} and {self(node.second)}"

    def print_paid_instruction(self, node: nodes.PaidInstruction) -> str:
        return f"{self(node.payment)} to {self(node.instruction)}"

    def print_then(self, node: nodes.Then) -> str:
        return f"{node.word} {self(node.instruction)}"

    def print_may(self, node: nodes.May) -> str:
        return f"{node.words} {self(node.instruction)}"

    def print_buff(self, node: nodes.Buff) -> str:
        return f"{node.verb} {self(node.target)}"

    def print_draw(self, node: nodes.Draw) -> str:
        return self._join(["draw", node.amount, node.scale])

    def print_draw_card(self, node: nodes.DrawCard) -> str:
        return f"draw {self(node.card)}"

    def print_put_rest_back(self, node: nodes.PutRestBack) -> str:
        return "put the rest back in any order"

    def print_reveal(self, node: nodes.Reveal) -> str:
        return f"reveal {self(node.cards)}"

    def print_otherwise(self, node: nodes.Otherwise) -> str:
        return f"otherwise, {self(node.instruction)}"

    def print_ready(self, node: nodes.Ready) -> str:
        return f"ready {self(node.target)}"

    def print_exhaust(self, node: nodes.Exhaust) -> str:
        return f"exhaust {self(node.target)}"

    def print_kill(self, node: nodes.Kill) -> str:
        return self._join(["kill", node.target, node.when])

    def print_when_point(self, node: nodes.WhenPoint) -> str:
        return f"at {self(node.point)}, before scoring"

    def print_additional_cost_first(self, node: nodes.AdditionalCostFirst) -> str:
        return f"as an additional cost to play {self(node.card)}, {self(node.instruction)}"

    def print_conditional(self, node: nodes.Conditional) -> str:
        return f"{self(node.condition)}, {self(node.instruction)}"

    def print_instead(self, node: nodes.Instead) -> str:
        return f"{self(node.instruction)} instead"

    def print_move(self, node: nodes.Move) -> str:
        origin = f"from {self(node.origin)}" if node.origin else None
        destination = f"to {self(node.destination)}" if node.destination else None
        return self._join(["move", node.target, origin, destination])

    def print_return_to(self, node: nodes.ReturnTo) -> str:
        origin = f"from {self(node.origin)}" if node.origin else None
        return self._join(["return", node.target, origin, "to", node.zone])

    def print_score(self, node: nodes.Score) -> str:
        return f"you score {node.amount} {node.noun}"

    def print_disempower(self, node: nodes.Disempower) -> str:
        return f"disempower {self(node.target)}"

    def print_play_token(self, node: nodes.PlayToken) -> str:
        return self._join(["play", node.token, node.destination, node.scale])

    def print_counter(self, node: nodes.Counter) -> str:
        return f"counter {self(node.target)}"

    def print_choose(self, node: nodes.Choose) -> str:
        return f"choose {self(node.target)}"

    def print_stun(self, node: nodes.Stun) -> str:
        return f"{node.verb} {self(node.target)}"

    def print_deal(self, node: nodes.Deal) -> str:
        return self._join(["deal", str(node.amount), node.damage, "to", node.target])

    def print_give(self, node: nodes.Give) -> str:
        return self._join(["give", node.target, node.each, node.grants, node.duration]) + self(node.minimum)

    def print_minimum(self, node: nodes.Minimum) -> str:
        return f", to a minimum of {self(node.floor)}"

    def print_might_amount(self, node: nodes.MightAmount) -> str:
        return f"{node.amount} [M]"

    def print_attach(self, node: nodes.Attach) -> str:
        return f"attach {self(node.gear)} to {self(node.unit)}"

    def print_look_at_top(self, node: nodes.LookAtTop) -> str:
        return f"look at {self(node.cards)}"

    def print_recycle(self, node: nodes.Recycle) -> str:
        return f"recycle {self(node.target)}"

    def print_empower(self, node: nodes.Empower) -> str:
        return f"empower {self(node.target)}"

    def print_gain_xp(self, node: nodes.GainXp) -> str:
        return f"gain {node.amount} {node.unit}"

    def print_get_effect(self, node: nodes.GetEffect) -> str:
        return self._join(["get the", node.word, node.condition])

    def print_banish(self, node: nodes.Banish) -> str:
        return f"banish {self(node.target)}"

    def print_repeat_effect(self, node: nodes.RepeatEffect) -> str:
        return f"repeat {node.owner} effect"

    def print_play(self, node: nodes.Play) -> str:
        return self._join(["play", node.card, node.as_, node.destination, node.source, node.for_])

    def print_play_as(self, node: nodes.PlayAs) -> str:
        return f"as {node.article} {self(node.keyword)}"

    def print_play_destination(self, node: nodes.PlayDestination) -> str:
        return f"to {self(node.place)}"

    def print_play_source(self, node: nodes.PlaySource) -> str:
        return f"from {self(node.zone)}"

    def print_play_for(self, node: nodes.PlayFor) -> str:
        return "for its Flow cost"

    def print_additional_cost(self, node: nodes.AdditionalCost) -> str:
        return self._join([node.payment, "as an additional cost", node.purpose])

    def print_to_have_enter(self, node: nodes.ToHaveEnter) -> str:
        return f"to have {self(node.target)} {node.verb} {node.state}"

    def print_to_play(self, node: nodes.ToPlay) -> str:
        return f"to play {self(node.target)}"

    def print_pay(self, node: nodes.Pay) -> str:
        return f"pay {self(node.cost)}"

    def print_add(self, node: nodes.Add) -> str:
        return f"{node.verb} {self(node.resources)}"

    def print_pay_additional_cost(self, node: nodes.PayAdditionalCost) -> str:
        return f"pay {node.which} to {self(node.instruction)}{self(node.new_choices)}"

    def print_new_choices(self, node: nodes.NewChoices) -> str:
        return ", and may make different choices"

    def print_equip_instruction(self, node: nodes.EquipInstruction) -> str:
        return (f"{node.verb} one of your Equipment to {self(node.unit)} for {self(node.discount)} "
                f"{node.direction}{self(node.even_if_attached)}")

    def print_even_if_attached(self, node: nodes.EvenIfAttached) -> str:
        return ", even if it's already attached"

    def print_channel(self, node: nodes.Channel) -> str:
        return self._join(["channel", str(node.amount), node.noun, node.state])

    def print_discard(self, node: nodes.Discard) -> str:
        return f"discard {node.amount}"

    def print_predict(self, node: nodes.Predict) -> str:
        return f"{node.verb}]" if node.amount is None else f"{node.verb} {node.amount}]"

    # --- costs
    def print_costs(self, node: nodes.Costs) -> str:
        # Every cost in a list starts with a capital: "[1][G], [E], Kill this: …".
        return ", ".join(capitalize_sentences(self(item)) for item in node.items)

    def print_mana_cost(self, node: nodes.ManaCost) -> str:
        return "".join(f"[{symbol}]" for symbol in node.symbols)

    def print_exhaust_symbol(self, node: nodes.ExhaustSymbol) -> str:
        return "[E]"

    def print_pay_the_cost(self, node: nodes.PayTheCost) -> str:
        return f"pay {node.which}"

    def print_spend_buff(self, node: nodes.SpendBuff) -> str:
        return f"spend {node.whose} buff"

    def print_spend_xp(self, node: nodes.SpendXp) -> str:
        return f"spend {node.amount} {node.unit}"

    def print_kill_cost(self, node: nodes.KillCost) -> str:
        return f"kill {self(node.target)}"

    def print_discard_cost(self, node: nodes.DiscardCost) -> str:
        return f"discard {node.amount}"

    def print_disempower_cost(self, node: nodes.DisempowerCost) -> str:
        return f"disempower {self(node.target)}"

    # --- targets
    def print_self_ref(self, node: nodes.SelfRef) -> str:
        return node.word

    def print_any_of(self, node: nodes.AnyOf) -> str:
        return f"any of {node.ref}"

    def print_the_rest(self, node: nodes.TheRest) -> str:
        return "the rest"

    def print_back_ref(self, node: nodes.BackRef) -> str:
        return node.word

    def print_choice(self, node: nodes.Choice) -> str:
        return self._join([node.quantity, node.other, node.state, node.controller, node.qualifier, node.noun,
                           node.controlled_by, node.location, node.might_filter, node.keyword_filter,
                           node.clause])

    def print_might_filter(self, node: nodes.MightFilter) -> str:
        return self._join([node.each, f"with {node.amount} [M] or", node.comparative])

    def print_place(self, node: nodes.Place) -> str:
        return self._join([node.quantity, node.other, node.state, node.controller, node.noun,
                           node.controlled_by])

    def print_that_ref(self, node: nodes.ThatRef) -> str:
        return self._join([node.word, node.controller, node.noun])

    def print_owned(self, node: nodes.Owned) -> str:
        return node.owner

    def print_another(self, node: nodes.Another) -> str:
        return node.word

    def print_bounded(self, node: nodes.Bounded) -> str:
        return f"{node.count} or {node.comparative}"

    def print_every(self, node: nodes.Every) -> str:
        return node.word

    def print_any_number(self, node: nodes.AnyNumber) -> str:
        return node.words

    def print_token(self, node: nodes.Token) -> str:
        return self._join([node.quantity, node.state, node.might, node.name, node.noun, node.after_state,
                           node.keyword])

    def print_with_keyword(self, node: nodes.WithKeyword) -> str:
        return f"with {self(node.keyword)}"

    def print_one(self, node: nodes.One) -> str:
        return node.article

    def print_up_to(self, node: nodes.UpTo) -> str:
        return f"{node.words} {node.count}"

    def print_exactly(self, node: nodes.Exactly) -> str:
        return str(node.count)

    def print_object_noun(self, node: nodes.ObjectNoun) -> str:
        return node.word

    def print_tag(self, node: nodes.Tag) -> str:
        return node.name

    def print_here(self, node: nodes.Here) -> str:
        return "here"

    def print_at(self, node: nodes.At) -> str:
        return f"{node.preposition} {self(node.place)}"

    def print_where_you_have_units(self, node: nodes.WhereYouHaveUnits) -> str:
        return "where you have units"

    def print_controlled_by(self, node: nodes.ControlledBy) -> str:
        return "you control"

    def print_zone(self, node: nodes.Zone) -> str:
        return self._join([node.owner, node.zone])

    def print_any_zone(self, node: nodes.AnyZone) -> str:
        return f"{self(node.quantity)} {node.zone}"

    def print_top_cards(self, node: nodes.TopCards) -> str:
        return self._join(["the top", node.count, node.noun, "of", node.owner, "Main Deck"])

    def print_might_mod(self, node: nodes.MightMod) -> str:
        return f"{node.amount:+d} [M]"

    # --- selector algebra (riftc/nodes/selectors.py)
    def print_there(self, node: nodes.There) -> str:
        return node.word

    def print_in_combat(self, node: nodes.InCombat) -> str:
        return "in combat"

    def print_anywhere(self, node: nodes.Anywhere) -> str:
        return "anywhere"

    def print_same_place(self, node: nodes.SamePlace) -> str:
        return f"the same {self(node.noun)}"

    def print_possessed(self, node: nodes.Possessed) -> str:
        return self._join([node.owner, node.original, node.noun])

    def print_joined_targets(self, node: nodes.JoinedTargets) -> str:
        return " and ".join(self(item) for item in node.items)

    def print_either_target(self, node: nodes.EitherTarget) -> str:
        return " or ".join(self(item) for item in node.items)

    def print_keyword_kind(self, node: nodes.KeywordKind) -> str:
        return f"{self(node.keyword)} {self(node.noun)}"

    def print_into_zone(self, node: nodes.IntoZone) -> str:
        return f"into {self(node.zone)}"

    def print_any_number_owned(self, node: nodes.AnyNumberOwned) -> str:
        return f"{node.words} {node.owner}"

    def print_split_give(self, node: nodes.SplitGive) -> str:
        text = f"give {self(node.parts)}"
        return f"{text}{self(node.minimum)}" if node.minimum else text

    def print_give_parts(self, node: nodes.GiveParts) -> str:
        return " and ".join(self(part) for part in node.items)

    def print_give_part(self, node: nodes.GivePart) -> str:
        return self._join([node.target, node.grants, node.duration])

    def print_split_deal(self, node: nodes.SplitDeal) -> str:
        return f"deal {self(node.parts)}"

    def print_deal_parts(self, node: nodes.DealParts) -> str:
        return " and ".join(self(part) for part in node.items)

    def print_deal_part(self, node: nodes.DealPart) -> str:
        return self._join([node.amount, node.damage_word, "to", node.target])

    def print_split_move(self, node: nodes.SplitMove) -> str:
        return f"move {self(node.parts)}"

    def print_move_parts(self, node: nodes.MoveParts) -> str:
        return " and ".join(self(part) for part in node.items)

    def print_move_part(self, node: nodes.MovePart) -> str:
        return f"{self(node.target)} to {self(node.destination)}"

    def print_with_name(self, node: nodes.WithName) -> str:
        return f"with {node.owner} name"

    def print_each_others(self, node: nodes.EachOthers) -> str:
        return f"each other's {self(node.noun)}"

    def print_acting(self, node: nodes.Acting) -> str:
        return self._join([node.state, node.location])

    def print_counted_from(self, node: nodes.CountedFrom) -> str:
        return f"{node.count} {self(node.source)}"

    def print_distributed(self, node: nodes.Distributed) -> str:
        return f"{self(node.group)} {node.word}"

    def print_with_keyword_at(self, node: nodes.WithKeywordAt) -> str:
        return f"with {self(node.keyword)} {self(node.location)}"

    def print_move_there(self, node: nodes.MoveThere) -> str:
        return f"move {self(node.target)} {self(node.there)}"

    def print_one_pronoun(self, node: nodes.OnePronoun) -> str:
        return node.word

    def print_the_other(self, node: nodes.TheOther) -> str:
        return f"the {node.word}"

    def print_noun_union(self, node: nodes.NounUnion) -> str:
        comma = "," if len(node.nouns.items) > 1 else ""
        return f"{self(node.nouns)}{comma} {node.conjunction} {self(node.last)}"

    def print_noun_list(self, node: nodes.NounList) -> str:
        return ", ".join(self(item) for item in node.items)

    def print_ability_noun(self, node: nodes.AbilityNoun) -> str:
        return node.word

    def print_domain(self, node: nodes.Domain) -> str:
        return node.name if node.symbol is None else f"{node.name} ([{node.symbol}])"

    def print_non_kind(self, node: nodes.NonKind) -> str:
        excluded = node.excluded if isinstance(node.excluded, str) else self(node.excluded)
        return f"non-{excluded}"

    def print_token_kind(self, node: nodes.TokenKind) -> str:
        return node.word

    def print_without_keyword(self, node: nodes.WithoutKeyword) -> str:
        return f"without {self(node.keyword)}"

    def print_that_is(self, node: nodes.ThatIs) -> str:
        state = node.state if isinstance(node.state, str) else self(node.state)
        return f"{node.word} {state}"

    def print_that_chooses(self, node: nodes.ThatChooses) -> str:
        return f"{node.word} chooses {self(node.target)}"

    def print_that_chooses_only(self, node: nodes.ThatChoosesOnly) -> str:
        return f"{node.word} chooses {self(node.target)} {self(node.no_other)}"

    def print_no_other(self, node: nodes.NoOther) -> str:
        return self._join(["and no", node.other, node.controller, node.noun])

    def print_in_combat_with(self, node: nodes.InCombatWith) -> str:
        return f"in combat with {self(node.opponent)}"

    def print_being_chosen_by(self, node: nodes.BeingChosenBy) -> str:
        return f"being chosen by {self(node.chooser)}"

    def print_either_clause(self, node: nodes.EitherClause) -> str:
        return " or ".join(self(item) for item in node.items)

    def print_with_named_tag(self, node: nodes.WithNamedTag) -> str:
        return "with the named tag"

    def print_described(self, node: nodes.Described) -> str:
        return self._join([node.quantity, node.controller, node.qualifier, node.noun])

    def print_you_play(self, node: nodes.YouPlay) -> str:
        return node.words

    def print_same_controller(self, node: nodes.SameController) -> str:
        return "with the same controller"

    def print_partitive(self, node: nodes.Partitive) -> str:
        return f"{node.word} of {self(node.group)}"

    def print_something(self, node: nodes.Something) -> str:
        return self._join(["something", node.other, node.controlled_by, node.location, node.besides, node.clause])

    def print_besides(self, node: nodes.Besides) -> str:
        return f"besides {self(node.target)}"

    def print_the_chosen(self, node: nodes.TheChosen) -> str:
        return f"the {node.word} {self(node.noun)}"

    def print_filtered_place(self, node: nodes.FilteredPlace) -> str:
        return f"{self(node.place)} {self(node.filter)}"

    def print_with_objects(self, node: nodes.WithObjects) -> str:
        return f"with {self(node.objects)}"

    def print_where_there_is(self, node: nodes.WhereThereIs) -> str:
        return f"where {node.words} {self(node.objects)}"

    def print_from_zone(self, node: nodes.FromZone) -> str:
        return f"from {self(node.zone)}"

    def print_place_of(self, node: nodes.PlaceOf) -> str:
        return f"{self(node.owner)}'s {self(node.noun)}"

    def print_stated_exactly(self, node: nodes.StatedExactly) -> str:
        return f"{node.word} {node.count}"

    # --- keywords
    def print_keyword(self, node: nodes.Keyword) -> str:
        return f"[{node.name}]" if node.value is None else f"[{node.name} {node.value}]"


def print_text(node: nodes.Node) -> str:
    """Canonical text of a parsed card text (or any node)."""
    return Printer()(node)
