# forward graph 1 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 1600]", arg1_1: "f32[400]"):
        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: waveform = waveform.reshape(-1, shape[-1])
        view: "f32[1, 1600]" = torch.ops.aten.view.default(arg0_1, [-1, 1600]);  arg0_1 = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: spec_f = torch.stft(
        view_1: "f32[1, 1, 1600]" = torch.ops.aten.view.default(view, [1, 1, 1600]);  view = None
        reflection_pad1d: "f32[1, 1, 2000]" = torch.ops.aten.reflection_pad1d.default(view_1, [200, 200]);  view_1 = None
        view_2: "f32[1, 2000]" = torch.ops.aten.view.default(reflection_pad1d, [1, 2000]);  reflection_pad1d = None
        unfold: "f32[1, 9, 400]" = torch.ops.aten.unfold.default(view_2, -1, 400, 200);  view_2 = None
        mul: "f32[1, 9, 400]" = torch.ops.aten.mul.Tensor(unfold, arg1_1);  unfold = arg1_1 = None
        _fft_r2c: "c64[1, 9, 201]" = torch.ops.aten._fft_r2c.default(mul, [2], 0, True);  mul = None
        transpose: "c64[1, 201, 9]" = torch.ops.aten.transpose.int(_fft_r2c, 1, 2);  _fft_r2c = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: spec_f = spec_f.reshape(shape[:-1] + spec_f.shape[-2:])
        view_3: "c64[1, 201, 9]" = torch.ops.aten.view.default(transpose, [1, 201, 9]);  transpose = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: return spec_f.abs().pow(power)
        abs_1: "f32[1, 201, 9]" = torch.ops.aten.abs.default(view_3);  view_3 = None
        pow_1: "f32[1, 201, 9]" = torch.ops.aten.pow.Tensor_Scalar(abs_1, 2.0);  abs_1 = None
        return (pow_1,)

# forward graph 2 of 2
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[201, 128]", arg1_1: "f32[1, 201, 9]"):
        # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose: "f32[1, 9, 201]" = torch.ops.aten.transpose.int(arg1_1, -1, -2);  arg1_1 = None
        expand: "f32[1, 9, 201]" = torch.ops.aten.expand.default(transpose, [1, 9, 201]);  transpose = None
        view: "f32[1, 9, 201]" = torch.ops.aten.view.default(expand, [1, 9, 201]);  expand = None
        expand_1: "f32[1, 201, 128]" = torch.ops.aten.expand.default(arg0_1, [1, 201, 128]);  arg0_1 = None
        view_1: "f32[1, 201, 128]" = torch.ops.aten.view.default(expand_1, [1, 201, 128]);  expand_1 = None
        bmm: "f32[1, 9, 128]" = torch.ops.aten.bmm.default(view, view_1);  view = view_1 = None
        view_2: "f32[1, 9, 128]" = torch.ops.aten.view.default(bmm, [1, 9, 128]);  bmm = None
        transpose_1: "f32[1, 128, 9]" = torch.ops.aten.transpose.int(view_2, -1, -2);  view_2 = None
        return (transpose_1,)
