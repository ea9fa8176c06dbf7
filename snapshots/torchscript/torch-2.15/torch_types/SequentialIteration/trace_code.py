def forward(self,
    x: Tensor) -> Tensor:
  heads = self.heads
  _1 = getattr(heads, "1")
  heads0 = self.heads
  _0 = getattr(heads0, "0")
  seq = self.seq
  _2 = getattr(seq, "2")
  seq0 = self.seq
  _10 = getattr(seq0, "1")
  seq1 = self.seq
  _00 = getattr(seq1, "0")
  _3 = (_2).forward((_10).forward((_00).forward(x, ), ), )
  _4 = ops.prim.NumToTensor(torch.size(_3, 0))
  out = torch.zeros([int(_4), 2], dtype=None, layout=None, device=torch.device("cpu"), pin_memory=False)
  _5 = torch.mul((_0).forward(_3, ), CONSTANTS.c0)
  out0 = torch.add(out, _5)
  _6 = torch.mul((_1).forward(_3, ), CONSTANTS.c1)
  return torch.add(out0, _6)
