def ellipsis_indexing(x: Tensor) -> Tensor:
  _0 = torch.select(x, 2, 0)
  _1 = torch.slice(torch.select(x, 0, 0), 0, 0, 9223372036854775807)
  _2 = torch.add(_0, torch.select(_1, 1, 1))
  _3 = torch.slice(x, 0, 0, 9223372036854775807)
  _4 = torch.select(torch.unsqueeze(_3, 1), 2, 0)
  return torch.add(_2, torch.select(_4, 2, 0))
