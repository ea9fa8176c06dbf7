def ellipsis_indexing(x: Tensor) -> Tensor:
  _0 = torch.select(x, -1, 0)
  _1 = torch.select(torch.slice(torch.select(x, 0, 0)), 1, 1)
  _2 = torch.add(_0, _1)
  _3 = torch.select(torch.unsqueeze(torch.slice(x), 1), 2, 0)
  return torch.add(_2, torch.select(_3, 2, 0))
