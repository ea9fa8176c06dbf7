def tensor_index_assignment(x: Tensor) -> Tensor:
  y = torch.clone(x)
  _0 = torch.select(torch.slice(y), 1, 0)
  _1 = torch.tensor(0., dtype=ops.prim.dtype(_0), device=ops.prim.device(_0))
  _2 = torch.copy_(_0, _1)
  _3 = torch.mul(torch.select(y, 0, 0), 2.)
  _4 = torch.copy_(torch.select(y, 0, 1), _3)
  return y
