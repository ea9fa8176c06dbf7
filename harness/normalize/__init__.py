"""Normalization: what in a converter's output varies from run to run or machine to machine, and its stable form."""
