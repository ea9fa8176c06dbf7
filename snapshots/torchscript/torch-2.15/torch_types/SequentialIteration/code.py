def forward(self,
    x: Tensor) -> Tensor:
  seq = self.seq
  _0 = getattr(seq, "0")
  _1 = getattr(seq, "1")
  _2 = getattr(seq, "2")
  x0 = (_0).forward(x, )
  x1 = (_1).forward(x0, )
  x2 = (_2).forward(x1, )
  out = torch.zeros([torch.size(x2, 0), 2])
  heads = self.heads
  _00 = getattr(heads, "0")
  _10 = getattr(heads, "1")
  out0 = torch.add(out, torch.mul((_00).forward(x2, ), 1.))
  out1 = torch.add(out0, torch.mul((_10).forward(x2, ), 2.))
  return out1
