"""Starter movement along site paths (CoE 2.IV.i)."""

from __future__ import annotations

from domain.engine import movement


def test_from_a_haven_to_a_site_it_serves(catalog):
    assert movement.site_path(catalog.find("Rivendell"), catalog.find("Moria")) is None
    assert movement.site_path(catalog.find("Lórien"), catalog.find("Moria")) == (
        "wilderness", "wilderness")
    assert movement.site_path(catalog.find("Rivendell"), catalog.find("Bag End")) == (
        "wilderness", "wilderness", "free-domain")


def test_back_to_the_nearest_haven_walks_the_path_the_other_way(catalog):
    assert movement.site_path(catalog.find("Bag End"), catalog.find("Rivendell")) == (
        "free-domain", "wilderness", "wilderness")
    assert movement.site_path(catalog.find("Bag End"), catalog.find("Lórien")) is None


def test_between_havens_by_the_printed_haven_path(catalog):
    assert movement.site_path(catalog.find("Rivendell"), catalog.find("Lórien")) == (
        "wilderness", "border-land", "wilderness", "wilderness")
    assert movement.site_path(catalog.find("Rivendell"), catalog.find("Edhellond")) is None


def test_no_move_between_two_non_havens_or_to_the_same_site(catalog):
    assert movement.site_path(catalog.find("Bree"), catalog.find("Weathertop")) is None
    assert movement.site_path(catalog.find("Bree"), catalog.find("Bree")) is None


def test_reachable_lists_sites_in_the_given_order(catalog):
    sites = [catalog.find(n) for n in ("Moria", "Bree", "Lórien", "Grey Havens")]
    found = movement.reachable(catalog.find("Rivendell"), sites)
    assert [s.name for s, _ in found] == ["Bree", "Lórien", "Grey Havens"]
