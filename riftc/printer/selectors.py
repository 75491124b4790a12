"""Printing selectors: joined targets, lists, unions, qualifiers and filters (Core Rules 355.5-355.13, 739, 759): one ``print_<rule>`` function per node class of
``riftc.nodes.selectors``, in the order of grammar/selectors.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer


def print_joined_targets(p: Printer, node: nodes.JoinedTargets) -> str:
    return " and ".join(p(item) for item in node.items)


def print_split_give(p: Printer, node: nodes.SplitGive) -> str:
    text = f"give {p(node.parts)}"
    return f"{text}{p(node.minimum)}" if node.minimum else text


def print_give_parts(p: Printer, node: nodes.GiveParts) -> str:
    return " and ".join(p(part) for part in node.items)


def print_give_part(p: Printer, node: nodes.GivePart) -> str:
    return p.join([node.target, node.grants, node.duration])


def print_split_deal(p: Printer, node: nodes.SplitDeal) -> str:
    return f"deal {p(node.parts)}"


def print_deal_parts(p: Printer, node: nodes.DealParts) -> str:
    return " and ".join(p(part) for part in node.items)


def print_deal_part(p: Printer, node: nodes.DealPart) -> str:
    return p.join([node.amount, node.damage_word, "to", node.target])


def print_split_move(p: Printer, node: nodes.SplitMove) -> str:
    return f"move {p(node.parts)}"


def print_move_parts(p: Printer, node: nodes.MoveParts) -> str:
    return " and ".join(p(part) for part in node.items)


def print_move_part(p: Printer, node: nodes.MovePart) -> str:
    return f"{p(node.target)} to {p(node.destination)}"


def print_move_there(p: Printer, node: nodes.MoveThere) -> str:
    return f"move {p(node.target)} {p(node.there)}"


def print_either_target(p: Printer, node: nodes.EitherTarget) -> str:
    return " or ".join(p(item) for item in node.items)


def print_target_series(p: Printer, node: nodes.TargetSeries) -> str:
    *first, last = (p(target) for target in node.targets)
    return f"{', '.join(first)}, and {last}"


def print_additional_copy(p: Printer, node: nodes.AdditionalCopy) -> str:
    return f"{node.article} additional copy of {p(node.original)}"


def print_noun_union(p: Printer, node: nodes.NounUnion) -> str:
    comma = "," if len(node.nouns.items) > 1 else ""
    return f"{p(node.nouns)}{comma} {node.conjunction} {p(node.last)}"


def print_noun_list(p: Printer, node: nodes.NounList) -> str:
    return ", ".join(p(item) for item in node.items)


def print_keyword_kind(p: Printer, node: nodes.KeywordKind) -> str:
    return f"{p(node.keyword)} {p(node.noun)}"


def print_state_kind(p: Printer, node: nodes.StateKind) -> str:
    return f"{node.state} {p(node.noun)}"


def print_ability_noun(p: Printer, node: nodes.AbilityNoun) -> str:
    return node.word


def print_activated_noun(p: Printer, node: nodes.ActivatedNoun) -> str:
    return f"activated {node.noun}"


def print_domain(p: Printer, node: nodes.Domain) -> str:
    return node.name if node.symbol is None else f"{node.name} ([{node.symbol}])"


def print_non_kind(p: Printer, node: nodes.NonKind) -> str:
    excluded = node.excluded if isinstance(node.excluded, str) else p(node.excluded)
    return f"non-{excluded}"


def print_token_kind(p: Printer, node: nodes.TokenKind) -> str:
    return node.word


def print_state_after_controller(p: Printer, node: nodes.StateAfterController) -> str:
    return node.state


def print_hidden_kind(p: Printer, node: nodes.HiddenKind) -> str:
    return node.word


def print_with_keyword_at(p: Printer, node: nodes.WithKeywordAt) -> str:
    return f"with {p(node.keyword)} {p(node.location)}"


def print_without_keyword(p: Printer, node: nodes.WithoutKeyword) -> str:
    return f"without {p(node.keyword)}"


def print_acting(p: Printer, node: nodes.Acting) -> str:
    return p.join([node.state, node.location])


def print_with_name(p: Printer, node: nodes.WithName) -> str:
    return f"with {node.owner} name"


def print_with_name_in(p: Printer, node: nodes.WithNameIn) -> str:
    return f"{p(node.name)} {p(node.location)}"


def print_with_named_tag(p: Printer, node: nodes.WithNamedTag) -> str:
    return "with the named tag"


def print_that_is(p: Printer, node: nodes.ThatIs) -> str:
    state = node.state if isinstance(node.state, str) else p(node.state)
    return f"{node.word} {state}"


def print_in_combat_with(p: Printer, node: nodes.InCombatWith) -> str:
    return f"in combat with {p(node.opponent)}"


def print_being_chosen_by(p: Printer, node: nodes.BeingChosenBy) -> str:
    return f"being chosen by {p(node.chooser)}"


def print_described(p: Printer, node: nodes.Described) -> str:
    return p.join([node.quantity, node.controller, node.qualifier, node.noun])


def print_either_clause(p: Printer, node: nodes.EitherClause) -> str:
    return " or ".join(p(item) for item in node.items)


def print_you_play(p: Printer, node: nodes.YouPlay) -> str:
    return p.join(["you play", node.duration])


def print_that_chooses(p: Printer, node: nodes.ThatChooses) -> str:
    return f"{node.word} chooses {p(node.target)}"


def print_that_chooses_only(p: Printer, node: nodes.ThatChoosesOnly) -> str:
    return f"{node.word} chooses {p(node.target)} {p(node.no_other)}"


def print_no_other(p: Printer, node: nodes.NoOther) -> str:
    return p.join(["and no", node.other, node.controller, node.noun])


def print_same_controller(p: Printer, node: nodes.SameController) -> str:
    total = f" and {p(node.total)}" if node.total else ""
    return f"with the same controller{total}"


def print_total_bound(p: Printer, node: nodes.TotalBound) -> str:
    return f"{node.article} total {node.word} of {node.amount} or {node.comparative}"


def print_that_are(p: Printer, node: nodes.ThatAre) -> str:
    state = node.state if isinstance(node.state, str) else p(node.state)
    return f"{node.word} are {state}"


def print_friendly_to(p: Printer, node: nodes.FriendlyTo) -> str:
    return f"{node.controller} to it"


def print_done_by_you(p: Printer, node: nodes.DoneByYou) -> str:
    return p.join(["you", node.verb, node.duration])


def print_played_by_you(p: Printer, node: nodes.PlayedByYou) -> str:
    return f"you've played {node.duration}"


def print_chosen_by_you(p: Printer, node: nodes.ChosenByYou) -> str:
    return "you choose"


def print_you_are_acting(p: Printer, node: nodes.YouAreActing) -> str:
    return f"you're {node.state}"


def print_attached_to(p: Printer, node: nodes.AttachedTo) -> str:
    return f"attached to {p(node.unit)}"


def print_where_played(p: Printer, node: nodes.WherePlayed) -> str:
    return f"played {p(node.source)}"


def print_you_play_from(p: Printer, node: nodes.YouPlayFrom) -> str:
    return f"you play {p(node.source)}"


def print_those_choose(p: Printer, node: nodes.ThoseChoose) -> str:
    return f"{node.word} choose {p(node.target)}"


def print_the_one_by_you(p: Printer, node: nodes.TheOneByYou) -> str:
    return f"the {p(node.noun)} {p(node.clause)}"


def print_other_than_mine(p: Printer, node: nodes.OtherThanMine) -> str:
    return "other than mine"


def print_killed_by_self(p: Printer, node: nodes.KilledBySelf) -> str:
    return f"{p(node.subject)} kills"


def print_past_this_way(p: Printer, node: nodes.PastThisWay) -> str:
    return f"{node.action} this way"


def print_not_yet_chosen(p: Printer, node: nodes.NotYetChosen) -> str:
    return f"{node.that} hasn't been chosen for {node.self_word} {node.noun}"


def print_chosen_by_it(p: Printer, node: nodes.ChosenByIt) -> str:
    return f"{node.chooser} chooses"


def print_banished_with(p: Printer, node: nodes.BanishedWith) -> str:
    return f"banished with {p(node.source)}"


def print_partitive(p: Printer, node: nodes.Partitive) -> str:
    return f"{node.word} of {p(node.group)}"


def print_that_was_uncontrolled(p: Printer, node: nodes.ThatWasUncontrolled) -> str:
    return f"{node.that} was uncontrolled"


def print_up_to_partitive(p: Printer, node: nodes.UpToPartitive) -> str:
    return f"{node.up_to} {node.count} of {p(node.group)}"


def print_something(p: Printer, node: nodes.Something) -> str:
    return p.join(["something", node.other, node.controlled_by, node.location, node.besides, node.clause])


def print_besides(p: Printer, node: nodes.Besides) -> str:
    return f"besides {p(node.target)}"


def print_filtered_place(p: Printer, node: nodes.FilteredPlace) -> str:
    return f"{p(node.place)} {p(node.filter)}"


def print_with_objects(p: Printer, node: nodes.WithObjects) -> str:
    return f"with {p(node.objects)}"


def print_where_there_is(p: Printer, node: nodes.WhereThereIs) -> str:
    return f"where {node.words} {p(node.objects)}"


def print_single_place(p: Printer, node: nodes.SinglePlace) -> str:
    return f"{node.article} single {p(node.noun)}"


def print_from_zone(p: Printer, node: nodes.FromZone) -> str:
    return f"from {p(node.zone)}"


def print_place_of(p: Printer, node: nodes.PlaceOf) -> str:
    return f"{p(node.owner)}'s {p(node.noun)}"


def print_the_chosen(p: Printer, node: nodes.TheChosen) -> str:
    return f"the {node.word} {p(node.noun)}"


def print_the_equipped(p: Printer, node: nodes.TheEquipped) -> str:
    return "the equipped unit"
