def raise_with_fstring(x: Tensor) -> Tensor:
  if torch.ne(torch.dim(x), 2):
    _0 = torch.format("expected a 2-D tensor, got {} dims", torch.dim(x))
    ops.prim.RaiseException(_0, "builtins.ValueError")
  else:
    pass
  return torch.t(x)
