# forward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 3, 3, 3]", primals_2: "f32[16]", primals_3: "f32[16]", primals_4: "f32[16, 1, 3, 3]", primals_5: "f32[16]", primals_6: "f32[16]", primals_7: "f32[8, 16, 1, 1]", primals_8: "f32[8]", primals_9: "f32[16, 8, 1, 1]", primals_10: "f32[16]", primals_11: "f32[16, 16, 1, 1]", primals_12: "f32[16]", primals_13: "f32[16]", primals_14: "f32[72, 16, 1, 1]", primals_15: "f32[72]", primals_16: "f32[72]", primals_17: "f32[72, 1, 3, 3]", primals_18: "f32[72]", primals_19: "f32[72]", primals_20: "f32[24, 72, 1, 1]", primals_21: "f32[24]", primals_22: "f32[24]", primals_23: "f32[88, 24, 1, 1]", primals_24: "f32[88]", primals_25: "f32[88]", primals_26: "f32[88, 1, 3, 3]", primals_27: "f32[88]", primals_28: "f32[88]", primals_29: "f32[24, 88, 1, 1]", primals_30: "f32[24]", primals_31: "f32[24]", primals_32: "f32[96, 24, 1, 1]", primals_33: "f32[96]", primals_34: "f32[96]", primals_35: "f32[96, 1, 5, 5]", primals_36: "f32[96]", primals_37: "f32[96]", primals_38: "f32[24, 96, 1, 1]", primals_39: "f32[24]", primals_40: "f32[96, 24, 1, 1]", primals_41: "f32[96]", primals_42: "f32[40, 96, 1, 1]", primals_43: "f32[40]", primals_44: "f32[40]", primals_45: "f32[240, 40, 1, 1]", primals_46: "f32[240]", primals_47: "f32[240]", primals_48: "f32[240, 1, 5, 5]", primals_49: "f32[240]", primals_50: "f32[240]", primals_51: "f32[64, 240, 1, 1]", primals_52: "f32[64]", primals_53: "f32[240, 64, 1, 1]", primals_54: "f32[240]", primals_55: "f32[40, 240, 1, 1]", primals_56: "f32[40]", primals_57: "f32[40]", primals_58: "f32[240, 40, 1, 1]", primals_59: "f32[240]", primals_60: "f32[240]", primals_61: "f32[240, 1, 5, 5]", primals_62: "f32[240]", primals_63: "f32[240]", primals_64: "f32[64, 240, 1, 1]", primals_65: "f32[64]", primals_66: "f32[240, 64, 1, 1]", primals_67: "f32[240]", primals_68: "f32[40, 240, 1, 1]", primals_69: "f32[40]", primals_70: "f32[40]", primals_71: "f32[120, 40, 1, 1]", primals_72: "f32[120]", primals_73: "f32[120]", primals_74: "f32[120, 1, 5, 5]", primals_75: "f32[120]", primals_76: "f32[120]", primals_77: "f32[32, 120, 1, 1]", primals_78: "f32[32]", primals_79: "f32[120, 32, 1, 1]", primals_80: "f32[120]", primals_81: "f32[48, 120, 1, 1]", primals_82: "f32[48]", primals_83: "f32[48]", primals_84: "f32[144, 48, 1, 1]", primals_85: "f32[144]", primals_86: "f32[144]", primals_87: "f32[144, 1, 5, 5]", primals_88: "f32[144]", primals_89: "f32[144]", primals_90: "f32[40, 144, 1, 1]", primals_91: "f32[40]", primals_92: "f32[144, 40, 1, 1]", primals_93: "f32[144]", primals_94: "f32[48, 144, 1, 1]", primals_95: "f32[48]", primals_96: "f32[48]", primals_97: "f32[288, 48, 1, 1]", primals_98: "f32[288]", primals_99: "f32[288]", primals_100: "f32[288, 1, 5, 5]", primals_101: "f32[288]", primals_102: "f32[288]", primals_103: "f32[72, 288, 1, 1]", primals_104: "f32[72]", primals_105: "f32[288, 72, 1, 1]", primals_106: "f32[288]", primals_107: "f32[96, 288, 1, 1]", primals_108: "f32[96]", primals_109: "f32[96]", primals_110: "f32[576, 96, 1, 1]", primals_111: "f32[576]", primals_112: "f32[576]", primals_113: "f32[576, 1, 5, 5]", primals_114: "f32[576]", primals_115: "f32[576]", primals_116: "f32[144, 576, 1, 1]", primals_117: "f32[144]", primals_118: "f32[576, 144, 1, 1]", primals_119: "f32[576]", primals_120: "f32[96, 576, 1, 1]", primals_121: "f32[96]", primals_122: "f32[96]", primals_123: "f32[576, 96, 1, 1]", primals_124: "f32[576]", primals_125: "f32[576]", primals_126: "f32[576, 1, 5, 5]", primals_127: "f32[576]", primals_128: "f32[576]", primals_129: "f32[144, 576, 1, 1]", primals_130: "f32[144]", primals_131: "f32[576, 144, 1, 1]", primals_132: "f32[576]", primals_133: "f32[96, 576, 1, 1]", primals_134: "f32[96]", primals_135: "f32[96]", primals_136: "f32[576, 96, 1, 1]", primals_137: "f32[576]", primals_138: "f32[576]", primals_139: "f32[1024, 576]", primals_140: "f32[1024]", primals_141: "f32[1000, 1024]", primals_142: "f32[1000]", primals_143: "f32[16]", primals_144: "f32[16]", primals_145: "i64[]", primals_146: "f32[16]", primals_147: "f32[16]", primals_148: "i64[]", primals_149: "f32[16]", primals_150: "f32[16]", primals_151: "i64[]", primals_152: "f32[72]", primals_153: "f32[72]", primals_154: "i64[]", primals_155: "f32[72]", primals_156: "f32[72]", primals_157: "i64[]", primals_158: "f32[24]", primals_159: "f32[24]", primals_160: "i64[]", primals_161: "f32[88]", primals_162: "f32[88]", primals_163: "i64[]", primals_164: "f32[88]", primals_165: "f32[88]", primals_166: "i64[]", primals_167: "f32[24]", primals_168: "f32[24]", primals_169: "i64[]", primals_170: "f32[96]", primals_171: "f32[96]", primals_172: "i64[]", primals_173: "f32[96]", primals_174: "f32[96]", primals_175: "i64[]", primals_176: "f32[40]", primals_177: "f32[40]", primals_178: "i64[]", primals_179: "f32[240]", primals_180: "f32[240]", primals_181: "i64[]", primals_182: "f32[240]", primals_183: "f32[240]", primals_184: "i64[]", primals_185: "f32[40]", primals_186: "f32[40]", primals_187: "i64[]", primals_188: "f32[240]", primals_189: "f32[240]", primals_190: "i64[]", primals_191: "f32[240]", primals_192: "f32[240]", primals_193: "i64[]", primals_194: "f32[40]", primals_195: "f32[40]", primals_196: "i64[]", primals_197: "f32[120]", primals_198: "f32[120]", primals_199: "i64[]", primals_200: "f32[120]", primals_201: "f32[120]", primals_202: "i64[]", primals_203: "f32[48]", primals_204: "f32[48]", primals_205: "i64[]", primals_206: "f32[144]", primals_207: "f32[144]", primals_208: "i64[]", primals_209: "f32[144]", primals_210: "f32[144]", primals_211: "i64[]", primals_212: "f32[48]", primals_213: "f32[48]", primals_214: "i64[]", primals_215: "f32[288]", primals_216: "f32[288]", primals_217: "i64[]", primals_218: "f32[288]", primals_219: "f32[288]", primals_220: "i64[]", primals_221: "f32[96]", primals_222: "f32[96]", primals_223: "i64[]", primals_224: "f32[576]", primals_225: "f32[576]", primals_226: "i64[]", primals_227: "f32[576]", primals_228: "f32[576]", primals_229: "i64[]", primals_230: "f32[96]", primals_231: "f32[96]", primals_232: "i64[]", primals_233: "f32[576]", primals_234: "f32[576]", primals_235: "i64[]", primals_236: "f32[576]", primals_237: "f32[576]", primals_238: "i64[]", primals_239: "f32[96]", primals_240: "f32[96]", primals_241: "i64[]", primals_242: "f32[576]", primals_243: "f32[576]", primals_244: "i64[]", primals_245: "f32[1, 3, 64, 64]"):
        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        convolution: "f32[1, 16, 32, 32]" = torch.ops.aten.convolution.default(primals_245, primals_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution, primals_2, primals_3, primals_143, primals_144, 0.01, 0.001);  primals_3 = None
        getitem: "f32[1, 16, 32, 32]" = _native_batch_norm_legit_no_training[0]
        getitem_1: "f32[0]" = _native_batch_norm_legit_no_training[1]
        getitem_2: "f32[0]" = _native_batch_norm_legit_no_training[2];  _native_batch_norm_legit_no_training = None
        hardswish: "f32[1, 16, 32, 32]" = torch.ops.aten.hardswish.default(getitem)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_1: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(hardswish, primals_4, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 16)
        _native_batch_norm_legit_no_training_1 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_1, primals_5, primals_6, primals_146, primals_147, 0.01, 0.001);  primals_6 = None
        getitem_3: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_1[0]
        getitem_4: "f32[0]" = _native_batch_norm_legit_no_training_1[1]
        getitem_5: "f32[0]" = _native_batch_norm_legit_no_training_1[2];  _native_batch_norm_legit_no_training_1 = None
        relu: "f32[1, 16, 16, 16]" = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean: "f32[1, 16, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_2: "f32[1, 8, 1, 1]" = torch.ops.aten.convolution.default(mean, primals_7, primals_8, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_8 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_1: "f32[1, 8, 1, 1]" = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_3: "f32[1, 16, 1, 1]" = torch.ops.aten.convolution.default(relu_1, primals_9, primals_10, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_10 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid: "f32[1, 16, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_3)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(hardsigmoid, relu)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_4: "f32[1, 16, 16, 16]" = torch.ops.aten.convolution.default(mul, primals_11, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_2 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_4, primals_12, primals_13, primals_149, primals_150, 0.01, 0.001);  primals_13 = None
        getitem_6: "f32[1, 16, 16, 16]" = _native_batch_norm_legit_no_training_2[0]
        getitem_7: "f32[0]" = _native_batch_norm_legit_no_training_2[1]
        getitem_8: "f32[0]" = _native_batch_norm_legit_no_training_2[2];  _native_batch_norm_legit_no_training_2 = None
        convolution_5: "f32[1, 72, 16, 16]" = torch.ops.aten.convolution.default(getitem_6, primals_14, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_3 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_5, primals_15, primals_16, primals_152, primals_153, 0.01, 0.001);  primals_16 = None
        getitem_9: "f32[1, 72, 16, 16]" = _native_batch_norm_legit_no_training_3[0]
        getitem_10: "f32[0]" = _native_batch_norm_legit_no_training_3[1]
        getitem_11: "f32[0]" = _native_batch_norm_legit_no_training_3[2];  _native_batch_norm_legit_no_training_3 = None
        relu_2: "f32[1, 72, 16, 16]" = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
        convolution_6: "f32[1, 72, 8, 8]" = torch.ops.aten.convolution.default(relu_2, primals_17, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 72)
        _native_batch_norm_legit_no_training_4 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_6, primals_18, primals_19, primals_155, primals_156, 0.01, 0.001);  primals_19 = None
        getitem_12: "f32[1, 72, 8, 8]" = _native_batch_norm_legit_no_training_4[0]
        getitem_13: "f32[0]" = _native_batch_norm_legit_no_training_4[1]
        getitem_14: "f32[0]" = _native_batch_norm_legit_no_training_4[2];  _native_batch_norm_legit_no_training_4 = None
        relu_3: "f32[1, 72, 8, 8]" = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None
        convolution_7: "f32[1, 24, 8, 8]" = torch.ops.aten.convolution.default(relu_3, primals_20, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_5 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_7, primals_21, primals_22, primals_158, primals_159, 0.01, 0.001);  primals_22 = None
        getitem_15: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_5[0]
        getitem_16: "f32[0]" = _native_batch_norm_legit_no_training_5[1]
        getitem_17: "f32[0]" = _native_batch_norm_legit_no_training_5[2];  _native_batch_norm_legit_no_training_5 = None
        convolution_8: "f32[1, 88, 8, 8]" = torch.ops.aten.convolution.default(getitem_15, primals_23, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_6 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_8, primals_24, primals_25, primals_161, primals_162, 0.01, 0.001);  primals_25 = None
        getitem_18: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_6[0]
        getitem_19: "f32[0]" = _native_batch_norm_legit_no_training_6[1]
        getitem_20: "f32[0]" = _native_batch_norm_legit_no_training_6[2];  _native_batch_norm_legit_no_training_6 = None
        relu_4: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_18);  getitem_18 = None
        convolution_9: "f32[1, 88, 8, 8]" = torch.ops.aten.convolution.default(relu_4, primals_26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 88)
        _native_batch_norm_legit_no_training_7 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_9, primals_27, primals_28, primals_164, primals_165, 0.01, 0.001);  primals_28 = None
        getitem_21: "f32[1, 88, 8, 8]" = _native_batch_norm_legit_no_training_7[0]
        getitem_22: "f32[0]" = _native_batch_norm_legit_no_training_7[1]
        getitem_23: "f32[0]" = _native_batch_norm_legit_no_training_7[2];  _native_batch_norm_legit_no_training_7 = None
        relu_5: "f32[1, 88, 8, 8]" = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None
        convolution_10: "f32[1, 24, 8, 8]" = torch.ops.aten.convolution.default(relu_5, primals_29, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_8 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_10, primals_30, primals_31, primals_167, primals_168, 0.01, 0.001);  primals_31 = None
        getitem_24: "f32[1, 24, 8, 8]" = _native_batch_norm_legit_no_training_8[0]
        getitem_25: "f32[0]" = _native_batch_norm_legit_no_training_8[1]
        getitem_26: "f32[0]" = _native_batch_norm_legit_no_training_8[2];  _native_batch_norm_legit_no_training_8 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add: "f32[1, 24, 8, 8]" = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_11: "f32[1, 96, 8, 8]" = torch.ops.aten.convolution.default(add, primals_32, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_9 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_11, primals_33, primals_34, primals_170, primals_171, 0.01, 0.001);  primals_34 = None
        getitem_27: "f32[1, 96, 8, 8]" = _native_batch_norm_legit_no_training_9[0]
        getitem_28: "f32[0]" = _native_batch_norm_legit_no_training_9[1]
        getitem_29: "f32[0]" = _native_batch_norm_legit_no_training_9[2];  _native_batch_norm_legit_no_training_9 = None
        hardswish_1: "f32[1, 96, 8, 8]" = torch.ops.aten.hardswish.default(getitem_27)
        convolution_12: "f32[1, 96, 4, 4]" = torch.ops.aten.convolution.default(hardswish_1, primals_35, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 96)
        _native_batch_norm_legit_no_training_10 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_12, primals_36, primals_37, primals_173, primals_174, 0.01, 0.001);  primals_37 = None
        getitem_30: "f32[1, 96, 4, 4]" = _native_batch_norm_legit_no_training_10[0]
        getitem_31: "f32[0]" = _native_batch_norm_legit_no_training_10[1]
        getitem_32: "f32[0]" = _native_batch_norm_legit_no_training_10[2];  _native_batch_norm_legit_no_training_10 = None
        hardswish_2: "f32[1, 96, 4, 4]" = torch.ops.aten.hardswish.default(getitem_30)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_1: "f32[1, 96, 1, 1]" = torch.ops.aten.mean.dim(hardswish_2, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_13: "f32[1, 24, 1, 1]" = torch.ops.aten.convolution.default(mean_1, primals_38, primals_39, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_39 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_6: "f32[1, 24, 1, 1]" = torch.ops.aten.relu.default(convolution_13);  convolution_13 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_14: "f32[1, 96, 1, 1]" = torch.ops.aten.convolution.default(relu_6, primals_40, primals_41, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_41 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_1: "f32[1, 96, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_14)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_1: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_1, hardswish_2)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_15: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_1, primals_42, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_11 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_15, primals_43, primals_44, primals_176, primals_177, 0.01, 0.001);  primals_44 = None
        getitem_33: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_11[0]
        getitem_34: "f32[0]" = _native_batch_norm_legit_no_training_11[1]
        getitem_35: "f32[0]" = _native_batch_norm_legit_no_training_11[2];  _native_batch_norm_legit_no_training_11 = None
        convolution_16: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(getitem_33, primals_45, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_12 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_16, primals_46, primals_47, primals_179, primals_180, 0.01, 0.001);  primals_47 = None
        getitem_36: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_12[0]
        getitem_37: "f32[0]" = _native_batch_norm_legit_no_training_12[1]
        getitem_38: "f32[0]" = _native_batch_norm_legit_no_training_12[2];  _native_batch_norm_legit_no_training_12 = None
        hardswish_3: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_36)
        convolution_17: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(hardswish_3, primals_48, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240)
        _native_batch_norm_legit_no_training_13 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_17, primals_49, primals_50, primals_182, primals_183, 0.01, 0.001);  primals_50 = None
        getitem_39: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_13[0]
        getitem_40: "f32[0]" = _native_batch_norm_legit_no_training_13[1]
        getitem_41: "f32[0]" = _native_batch_norm_legit_no_training_13[2];  _native_batch_norm_legit_no_training_13 = None
        hardswish_4: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_39)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_2: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(hardswish_4, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_18: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_2, primals_51, primals_52, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_52 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_7: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_18);  convolution_18 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_19: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_7, primals_53, primals_54, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_54 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_2: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_19)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_2: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_2, hardswish_4)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_20: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_2, primals_55, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_14 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_20, primals_56, primals_57, primals_185, primals_186, 0.01, 0.001);  primals_57 = None
        getitem_42: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_14[0]
        getitem_43: "f32[0]" = _native_batch_norm_legit_no_training_14[1]
        getitem_44: "f32[0]" = _native_batch_norm_legit_no_training_14[2];  _native_batch_norm_legit_no_training_14 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_1: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_42, getitem_33);  getitem_42 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_21: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(add_1, primals_58, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_15 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_21, primals_59, primals_60, primals_188, primals_189, 0.01, 0.001);  primals_60 = None
        getitem_45: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_15[0]
        getitem_46: "f32[0]" = _native_batch_norm_legit_no_training_15[1]
        getitem_47: "f32[0]" = _native_batch_norm_legit_no_training_15[2];  _native_batch_norm_legit_no_training_15 = None
        hardswish_5: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_45)
        convolution_22: "f32[1, 240, 4, 4]" = torch.ops.aten.convolution.default(hardswish_5, primals_61, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 240)
        _native_batch_norm_legit_no_training_16 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_22, primals_62, primals_63, primals_191, primals_192, 0.01, 0.001);  primals_63 = None
        getitem_48: "f32[1, 240, 4, 4]" = _native_batch_norm_legit_no_training_16[0]
        getitem_49: "f32[0]" = _native_batch_norm_legit_no_training_16[1]
        getitem_50: "f32[0]" = _native_batch_norm_legit_no_training_16[2];  _native_batch_norm_legit_no_training_16 = None
        hardswish_6: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish.default(getitem_48)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_3: "f32[1, 240, 1, 1]" = torch.ops.aten.mean.dim(hardswish_6, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_23: "f32[1, 64, 1, 1]" = torch.ops.aten.convolution.default(mean_3, primals_64, primals_65, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_65 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_8: "f32[1, 64, 1, 1]" = torch.ops.aten.relu.default(convolution_23);  convolution_23 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_24: "f32[1, 240, 1, 1]" = torch.ops.aten.convolution.default(relu_8, primals_66, primals_67, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_67 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_3: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_24)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_3: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_3, hardswish_6)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_25: "f32[1, 40, 4, 4]" = torch.ops.aten.convolution.default(mul_3, primals_68, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_17 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_25, primals_69, primals_70, primals_194, primals_195, 0.01, 0.001);  primals_70 = None
        getitem_51: "f32[1, 40, 4, 4]" = _native_batch_norm_legit_no_training_17[0]
        getitem_52: "f32[0]" = _native_batch_norm_legit_no_training_17[1]
        getitem_53: "f32[0]" = _native_batch_norm_legit_no_training_17[2];  _native_batch_norm_legit_no_training_17 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_2: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_51, add_1);  getitem_51 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_26: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(add_2, primals_71, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_18 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_26, primals_72, primals_73, primals_197, primals_198, 0.01, 0.001);  primals_73 = None
        getitem_54: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_18[0]
        getitem_55: "f32[0]" = _native_batch_norm_legit_no_training_18[1]
        getitem_56: "f32[0]" = _native_batch_norm_legit_no_training_18[2];  _native_batch_norm_legit_no_training_18 = None
        hardswish_7: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish.default(getitem_54)
        convolution_27: "f32[1, 120, 4, 4]" = torch.ops.aten.convolution.default(hardswish_7, primals_74, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 120)
        _native_batch_norm_legit_no_training_19 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_27, primals_75, primals_76, primals_200, primals_201, 0.01, 0.001);  primals_76 = None
        getitem_57: "f32[1, 120, 4, 4]" = _native_batch_norm_legit_no_training_19[0]
        getitem_58: "f32[0]" = _native_batch_norm_legit_no_training_19[1]
        getitem_59: "f32[0]" = _native_batch_norm_legit_no_training_19[2];  _native_batch_norm_legit_no_training_19 = None
        hardswish_8: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish.default(getitem_57)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_4: "f32[1, 120, 1, 1]" = torch.ops.aten.mean.dim(hardswish_8, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_28: "f32[1, 32, 1, 1]" = torch.ops.aten.convolution.default(mean_4, primals_77, primals_78, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_78 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_9: "f32[1, 32, 1, 1]" = torch.ops.aten.relu.default(convolution_28);  convolution_28 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_29: "f32[1, 120, 1, 1]" = torch.ops.aten.convolution.default(relu_9, primals_79, primals_80, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_80 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_4: "f32[1, 120, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_29)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_4: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_4, hardswish_8)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_30: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_4, primals_81, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_20 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_30, primals_82, primals_83, primals_203, primals_204, 0.01, 0.001);  primals_83 = None
        getitem_60: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_20[0]
        getitem_61: "f32[0]" = _native_batch_norm_legit_no_training_20[1]
        getitem_62: "f32[0]" = _native_batch_norm_legit_no_training_20[2];  _native_batch_norm_legit_no_training_20 = None
        convolution_31: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(getitem_60, primals_84, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_21 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_31, primals_85, primals_86, primals_206, primals_207, 0.01, 0.001);  primals_86 = None
        getitem_63: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_21[0]
        getitem_64: "f32[0]" = _native_batch_norm_legit_no_training_21[1]
        getitem_65: "f32[0]" = _native_batch_norm_legit_no_training_21[2];  _native_batch_norm_legit_no_training_21 = None
        hardswish_9: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish.default(getitem_63)
        convolution_32: "f32[1, 144, 4, 4]" = torch.ops.aten.convolution.default(hardswish_9, primals_87, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 144)
        _native_batch_norm_legit_no_training_22 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_32, primals_88, primals_89, primals_209, primals_210, 0.01, 0.001);  primals_89 = None
        getitem_66: "f32[1, 144, 4, 4]" = _native_batch_norm_legit_no_training_22[0]
        getitem_67: "f32[0]" = _native_batch_norm_legit_no_training_22[1]
        getitem_68: "f32[0]" = _native_batch_norm_legit_no_training_22[2];  _native_batch_norm_legit_no_training_22 = None
        hardswish_10: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish.default(getitem_66)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_5: "f32[1, 144, 1, 1]" = torch.ops.aten.mean.dim(hardswish_10, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_33: "f32[1, 40, 1, 1]" = torch.ops.aten.convolution.default(mean_5, primals_90, primals_91, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_91 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_10: "f32[1, 40, 1, 1]" = torch.ops.aten.relu.default(convolution_33);  convolution_33 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_34: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(relu_10, primals_92, primals_93, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_93 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_5: "f32[1, 144, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_34)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_5: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(hardsigmoid_5, hardswish_10)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_35: "f32[1, 48, 4, 4]" = torch.ops.aten.convolution.default(mul_5, primals_94, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_23 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_35, primals_95, primals_96, primals_212, primals_213, 0.01, 0.001);  primals_96 = None
        getitem_69: "f32[1, 48, 4, 4]" = _native_batch_norm_legit_no_training_23[0]
        getitem_70: "f32[0]" = _native_batch_norm_legit_no_training_23[1]
        getitem_71: "f32[0]" = _native_batch_norm_legit_no_training_23[2];  _native_batch_norm_legit_no_training_23 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_3: "f32[1, 48, 4, 4]" = torch.ops.aten.add.Tensor(getitem_69, getitem_60);  getitem_69 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_36: "f32[1, 288, 4, 4]" = torch.ops.aten.convolution.default(add_3, primals_97, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_24 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_36, primals_98, primals_99, primals_215, primals_216, 0.01, 0.001);  primals_99 = None
        getitem_72: "f32[1, 288, 4, 4]" = _native_batch_norm_legit_no_training_24[0]
        getitem_73: "f32[0]" = _native_batch_norm_legit_no_training_24[1]
        getitem_74: "f32[0]" = _native_batch_norm_legit_no_training_24[2];  _native_batch_norm_legit_no_training_24 = None
        hardswish_11: "f32[1, 288, 4, 4]" = torch.ops.aten.hardswish.default(getitem_72)
        convolution_37: "f32[1, 288, 2, 2]" = torch.ops.aten.convolution.default(hardswish_11, primals_100, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 288)
        _native_batch_norm_legit_no_training_25 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_37, primals_101, primals_102, primals_218, primals_219, 0.01, 0.001);  primals_102 = None
        getitem_75: "f32[1, 288, 2, 2]" = _native_batch_norm_legit_no_training_25[0]
        getitem_76: "f32[0]" = _native_batch_norm_legit_no_training_25[1]
        getitem_77: "f32[0]" = _native_batch_norm_legit_no_training_25[2];  _native_batch_norm_legit_no_training_25 = None
        hardswish_12: "f32[1, 288, 2, 2]" = torch.ops.aten.hardswish.default(getitem_75)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_6: "f32[1, 288, 1, 1]" = torch.ops.aten.mean.dim(hardswish_12, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_38: "f32[1, 72, 1, 1]" = torch.ops.aten.convolution.default(mean_6, primals_103, primals_104, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_104 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_11: "f32[1, 72, 1, 1]" = torch.ops.aten.relu.default(convolution_38);  convolution_38 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_39: "f32[1, 288, 1, 1]" = torch.ops.aten.convolution.default(relu_11, primals_105, primals_106, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_106 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_6: "f32[1, 288, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_39)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_6: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_6, hardswish_12)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_40: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_6, primals_107, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_26 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_40, primals_108, primals_109, primals_221, primals_222, 0.01, 0.001);  primals_109 = None
        getitem_78: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_26[0]
        getitem_79: "f32[0]" = _native_batch_norm_legit_no_training_26[1]
        getitem_80: "f32[0]" = _native_batch_norm_legit_no_training_26[2];  _native_batch_norm_legit_no_training_26 = None
        convolution_41: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(getitem_78, primals_110, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_27 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_41, primals_111, primals_112, primals_224, primals_225, 0.01, 0.001);  primals_112 = None
        getitem_81: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_27[0]
        getitem_82: "f32[0]" = _native_batch_norm_legit_no_training_27[1]
        getitem_83: "f32[0]" = _native_batch_norm_legit_no_training_27[2];  _native_batch_norm_legit_no_training_27 = None
        hardswish_13: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_81)
        convolution_42: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(hardswish_13, primals_113, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576)
        _native_batch_norm_legit_no_training_28 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_42, primals_114, primals_115, primals_227, primals_228, 0.01, 0.001);  primals_115 = None
        getitem_84: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_28[0]
        getitem_85: "f32[0]" = _native_batch_norm_legit_no_training_28[1]
        getitem_86: "f32[0]" = _native_batch_norm_legit_no_training_28[2];  _native_batch_norm_legit_no_training_28 = None
        hardswish_14: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_84)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_7: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_14, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_43: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_7, primals_116, primals_117, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_117 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_12: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_43);  convolution_43 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_44: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_12, primals_118, primals_119, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_119 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_7: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_44)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_7: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_7, hardswish_14)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_45: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_7, primals_120, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_29 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_45, primals_121, primals_122, primals_230, primals_231, 0.01, 0.001);  primals_122 = None
        getitem_87: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_29[0]
        getitem_88: "f32[0]" = _native_batch_norm_legit_no_training_29[1]
        getitem_89: "f32[0]" = _native_batch_norm_legit_no_training_29[2];  _native_batch_norm_legit_no_training_29 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_4: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_87, getitem_78);  getitem_87 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_46: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_4, primals_123, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_30 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_46, primals_124, primals_125, primals_233, primals_234, 0.01, 0.001);  primals_125 = None
        getitem_90: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_30[0]
        getitem_91: "f32[0]" = _native_batch_norm_legit_no_training_30[1]
        getitem_92: "f32[0]" = _native_batch_norm_legit_no_training_30[2];  _native_batch_norm_legit_no_training_30 = None
        hardswish_15: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_90)
        convolution_47: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(hardswish_15, primals_126, None, [1, 1], [2, 2], [1, 1], False, [0, 0], 576)
        _native_batch_norm_legit_no_training_31 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_47, primals_127, primals_128, primals_236, primals_237, 0.01, 0.001);  primals_128 = None
        getitem_93: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_31[0]
        getitem_94: "f32[0]" = _native_batch_norm_legit_no_training_31[1]
        getitem_95: "f32[0]" = _native_batch_norm_legit_no_training_31[2];  _native_batch_norm_legit_no_training_31 = None
        hardswish_16: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_93)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        mean_8: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_16, [-1, -2], True)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_48: "f32[1, 144, 1, 1]" = torch.ops.aten.convolution.default(mean_8, primals_129, primals_130, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_130 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        relu_13: "f32[1, 144, 1, 1]" = torch.ops.aten.relu.default(convolution_48);  convolution_48 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_49: "f32[1, 576, 1, 1]" = torch.ops.aten.convolution.default(relu_13, primals_131, primals_132, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_132 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_8: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid.default(convolution_49)

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_8: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(hardsigmoid_8, hardswish_16)

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        convolution_50: "f32[1, 96, 2, 2]" = torch.ops.aten.convolution.default(mul_8, primals_133, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_32 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_50, primals_134, primals_135, primals_239, primals_240, 0.01, 0.001);  primals_135 = None
        getitem_96: "f32[1, 96, 2, 2]" = _native_batch_norm_legit_no_training_32[0]
        getitem_97: "f32[0]" = _native_batch_norm_legit_no_training_32[1]
        getitem_98: "f32[0]" = _native_batch_norm_legit_no_training_32[2];  _native_batch_norm_legit_no_training_32 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        add_5: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_96, add_4);  getitem_96 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        convolution_51: "f32[1, 576, 2, 2]" = torch.ops.aten.convolution.default(add_5, primals_136, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
        _native_batch_norm_legit_no_training_33 = torch.ops.aten._native_batch_norm_legit_no_training.default(convolution_51, primals_137, primals_138, primals_242, primals_243, 0.01, 0.001);  primals_138 = None
        getitem_99: "f32[1, 576, 2, 2]" = _native_batch_norm_legit_no_training_33[0]
        getitem_100: "f32[0]" = _native_batch_norm_legit_no_training_33[1]
        getitem_101: "f32[0]" = _native_batch_norm_legit_no_training_33[2];  _native_batch_norm_legit_no_training_33 = None
        hardswish_17: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish.default(getitem_99)

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.avgpool(x)
        mean_9: "f32[1, 576, 1, 1]" = torch.ops.aten.mean.dim(hardswish_17, [-1, -2], True);  hardswish_17 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = torch.flatten(x, 1)
        view: "f32[1, 576]" = torch.ops.aten.view.default(mean_9, [1, 576]);  mean_9 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.classifier(x)
        t: "f32[576, 1024]" = torch.ops.aten.t.default(primals_139);  primals_139 = None
        addmm: "f32[1, 1024]" = torch.ops.aten.addmm.default(primals_140, view, t);  primals_140 = None
        hardswish_18: "f32[1, 1024]" = torch.ops.aten.hardswish.default(addmm)
        t_1: "f32[1024, 1000]" = torch.ops.aten.t.default(primals_141);  primals_141 = None
        addmm_1: "f32[1, 1000]" = torch.ops.aten.addmm.default(primals_142, hardswish_18, t_1);  primals_142 = None
        return [addmm_1, primals_1, primals_2, primals_4, primals_5, primals_7, primals_9, primals_11, primals_12, primals_14, primals_15, primals_17, primals_18, primals_20, primals_21, primals_23, primals_24, primals_26, primals_27, primals_29, primals_30, primals_32, primals_33, primals_35, primals_36, primals_38, primals_40, primals_42, primals_43, primals_45, primals_46, primals_48, primals_49, primals_51, primals_53, primals_55, primals_56, primals_58, primals_59, primals_61, primals_62, primals_64, primals_66, primals_68, primals_69, primals_71, primals_72, primals_74, primals_75, primals_77, primals_79, primals_81, primals_82, primals_84, primals_85, primals_87, primals_88, primals_90, primals_92, primals_94, primals_95, primals_97, primals_98, primals_100, primals_101, primals_103, primals_105, primals_107, primals_108, primals_110, primals_111, primals_113, primals_114, primals_116, primals_118, primals_120, primals_121, primals_123, primals_124, primals_126, primals_127, primals_129, primals_131, primals_133, primals_134, primals_136, primals_137, primals_143, primals_144, primals_146, primals_147, primals_149, primals_150, primals_152, primals_153, primals_155, primals_156, primals_158, primals_159, primals_161, primals_162, primals_164, primals_165, primals_167, primals_168, primals_170, primals_171, primals_173, primals_174, primals_176, primals_177, primals_179, primals_180, primals_182, primals_183, primals_185, primals_186, primals_188, primals_189, primals_191, primals_192, primals_194, primals_195, primals_197, primals_198, primals_200, primals_201, primals_203, primals_204, primals_206, primals_207, primals_209, primals_210, primals_212, primals_213, primals_215, primals_216, primals_218, primals_219, primals_221, primals_222, primals_224, primals_225, primals_227, primals_228, primals_230, primals_231, primals_233, primals_234, primals_236, primals_237, primals_239, primals_240, primals_242, primals_243, primals_245, convolution, getitem, getitem_1, getitem_2, hardswish, convolution_1, getitem_4, getitem_5, relu, mean, relu_1, convolution_3, hardsigmoid, mul, convolution_4, getitem_6, getitem_7, getitem_8, convolution_5, getitem_10, getitem_11, relu_2, convolution_6, getitem_13, getitem_14, relu_3, convolution_7, getitem_15, getitem_16, getitem_17, convolution_8, getitem_19, getitem_20, relu_4, convolution_9, getitem_22, getitem_23, relu_5, convolution_10, getitem_25, getitem_26, add, convolution_11, getitem_27, getitem_28, getitem_29, hardswish_1, convolution_12, getitem_30, getitem_31, getitem_32, hardswish_2, mean_1, relu_6, convolution_14, hardsigmoid_1, mul_1, convolution_15, getitem_33, getitem_34, getitem_35, convolution_16, getitem_36, getitem_37, getitem_38, hardswish_3, convolution_17, getitem_39, getitem_40, getitem_41, hardswish_4, mean_2, relu_7, convolution_19, hardsigmoid_2, mul_2, convolution_20, getitem_43, getitem_44, add_1, convolution_21, getitem_45, getitem_46, getitem_47, hardswish_5, convolution_22, getitem_48, getitem_49, getitem_50, hardswish_6, mean_3, relu_8, convolution_24, hardsigmoid_3, mul_3, convolution_25, getitem_52, getitem_53, add_2, convolution_26, getitem_54, getitem_55, getitem_56, hardswish_7, convolution_27, getitem_57, getitem_58, getitem_59, hardswish_8, mean_4, relu_9, convolution_29, hardsigmoid_4, mul_4, convolution_30, getitem_60, getitem_61, getitem_62, convolution_31, getitem_63, getitem_64, getitem_65, hardswish_9, convolution_32, getitem_66, getitem_67, getitem_68, hardswish_10, mean_5, relu_10, convolution_34, hardsigmoid_5, mul_5, convolution_35, getitem_70, getitem_71, add_3, convolution_36, getitem_72, getitem_73, getitem_74, hardswish_11, convolution_37, getitem_75, getitem_76, getitem_77, hardswish_12, mean_6, relu_11, convolution_39, hardsigmoid_6, mul_6, convolution_40, getitem_78, getitem_79, getitem_80, convolution_41, getitem_81, getitem_82, getitem_83, hardswish_13, convolution_42, getitem_84, getitem_85, getitem_86, hardswish_14, mean_7, relu_12, convolution_44, hardsigmoid_7, mul_7, convolution_45, getitem_88, getitem_89, add_4, convolution_46, getitem_90, getitem_91, getitem_92, hardswish_15, convolution_47, getitem_93, getitem_94, getitem_95, hardswish_16, mean_8, relu_13, convolution_49, hardsigmoid_8, mul_8, convolution_50, getitem_97, getitem_98, add_5, convolution_51, getitem_99, getitem_100, getitem_101, view, t, addmm, hardswish_18, t_1]
